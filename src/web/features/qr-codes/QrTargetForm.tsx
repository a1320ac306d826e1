import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { qrTargetSchema, type QrCode } from '../../../shared/qr-codes.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { TextField } from '../../components/ui/TextField.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { FeedbackTargetSelects } from './content/FeedbackTargetSelects.js';
import { PageTargetSelect } from './content/PageTargetSelect.js';
import { targetInput, targetKindsOf, targetToDraft, type TargetDraft } from './content/target-draft.js';
import { useWorkspaceLinks } from './content/use-workspace-links.js';
import { qrCodes } from './qr-queries.js';
import { UtmBuilder } from '../smart/index.js';

type Kind = TargetDraft['kind'];
/** Each field's issue code, and what belongs to no field (translated already). */
type Issues = Partial<Record<'linkId' | 'url' | 'feedbackId' | 'eventId' | 'pageId', string>> & { form?: string };

/** The field of the target an issue's path names (`target.eventId`, or `eventId` from the browser's own check). */
function fieldOf(path: string, kind: Kind): keyof Omit<Issues, 'form'> {
  const field = path.replace(/^target\.?/, '').split('.')[0];
  if (field === 'linkId' || field === 'url' || field === 'feedbackId' || field === 'eventId' || field === 'pageId') {
    return field;
  }
  return kind === 'link' ? 'linkId' : kind === 'feedback' ? 'feedbackId' : kind === 'page' ? 'pageId' : 'url';
}

/** The detail page's change of a dynamic code's target, in place: the kinds its type offers, then their fields. */
export function QrTargetForm({ code, onDone }: { code: QrCode; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = qrCodes.useUpdate();
  const [draft, setDraft] = useState<TargetDraft>(() => targetToDraft(code.target));
  const [issues, setIssues] = useState<Issues>({});
  const form = useRef<HTMLFormElement>(null);
  const kinds = targetKindsOf(code.type, code.target?.kind);
  const links = useWorkspaceLinks(draft.kind === 'link');
  // Opened, the form takes the keyboard's focus on its chosen kind (or its first field when there is one kind).
  useEffect(() => {
    const fields = form.current;
    (
      fields?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? fields?.querySelector('select, input')
    )?.focus();
  }, []);
  const own = code.target?.kind === 'link' && code.target.linkName !== null ? code.target : null;
  // The code's own link stays in the select even if it is not among the links read (or was renamed meanwhile).
  const options: Array<{ id: string; name: string }> = [...(links.data ?? [])];
  if (own && !options.some((link) => link.id === own.linkId)) {
    options.unshift({ id: own.linkId, name: own.linkName ?? '' });
  }
  const savedFeedback = code.target?.kind === 'feedback' ? code.target : null;
  const savedPage = code.target?.kind === 'page' ? code.target : null;
  const change = (changes: Partial<TargetDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setIssues({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = qrTargetSchema.safeParse(targetInput(draft));
    if (!parsed.success) {
      const found: Issues = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path.join('.'), draft.kind)] ??= issue.message;
      setIssues(found);
      return;
    }
    setIssues({});
    try {
      await update.mutateAsync({ id: code.id, changes: { target: parsed.data } });
      onDone(true);
    } catch (error) {
      setIssues(serverIssues(error, draft.kind, t));
    }
  };

  const linkError = fieldErrorText(t, issues.linkId);
  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-3 space-y-4"
      data-testid="qr-target-form"
    >
      {kinds.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('qr_code.target.kind')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {kinds.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={value}
                  checked={draft.kind === value}
                  onChange={() => change({ kind: value })}
                  className="size-4 accent-brand-600"
                />
                {value === 'page' ? t('page.qr_target.kind') : t(`qr_code.target.kind_${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {draft.kind === 'feedback' ? (
        <FeedbackTargetSelects
          form={{ onChange: (event) => change({ feedbackId: event.target.value }) }}
          event={{ onChange: (event) => change({ eventId: event.target.value }) }}
          formValue={draft.feedbackId}
          eventValue={draft.eventId}
          formError={fieldErrorText(t, issues.feedbackId)}
          eventError={fieldErrorText(t, issues.eventId)}
          savedForm={
            savedFeedback && savedFeedback.feedbackName !== null
              ? { id: savedFeedback.feedbackId, name: savedFeedback.feedbackName }
              : null
          }
          savedEvent={
            savedFeedback?.eventId && savedFeedback.eventName !== null
              ? { id: savedFeedback.eventId, name: savedFeedback.eventName }
              : null
          }
          formDeleted={savedFeedback?.feedbackName === null && draft.feedbackId === ''}
        />
      ) : draft.kind === 'page' ? (
        <PageTargetSelect
          select={{ onChange: (event) => change({ pageId: event.target.value }) }}
          value={draft.pageId}
          error={fieldErrorText(t, issues.pageId)}
          saved={savedPage && savedPage.pageName !== null ? { id: savedPage.pageId, name: savedPage.pageName } : null}
          deleted={savedPage?.pageName === null && draft.pageId === ''}
        />
      ) : draft.kind === 'link' ? (
        <div>
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-700">
            {t('qr_code.target.link')}
          </label>
          <select
            id={`${id}-link`}
            value={draft.linkId}
            onChange={(event) => change({ linkId: event.target.value })}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            className={controlClass(linkError)}
            disabled={links.isPending}
          >
            <option value="">{t('qr_code.target.choose_link')}</option>
            {options.map((link) => (
              <option key={link.id} value={link.id}>
                {link.name}
              </option>
            ))}
          </select>
          {linkError && (
            <p id={`${id}-link-error`} className="hint-text mt-1.5 text-sm text-red-600">
              {linkError}
            </p>
          )}
          {links.isError && (
            <p className="mt-1.5 text-sm text-red-600" role="alert">
              {errorText(t, links.error)}
            </p>
          )}
          {links.data && options.length === 0 && (
            <p className="hint-text mt-1.5 text-sm text-slate-500">{t('qr_code.target.no_links')}</p>
          )}
        </div>
      ) : (
        <>
          <TextField
            label={t('qr_code.target.url')}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft.url}
            onChange={(event) => change({ url: event.target.value })}
            error={fieldErrorText(t, issues.url)}
            hint={t('qr_code.target.url_hint')}
            placeholder="https://"
          />
          <UtmBuilder url={draft.url} onUrlChange={(url) => change({ url })} />
        </>
      )}
      {issues.form && <Alert tone="error">{issues.form}</Alert>}
      <p className="hint-text text-sm text-slate-500">{t('qr_code.target.keeps_working')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          {t('qr_code.target.save')}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => onDone(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A refused save's issues beside their fields (`target.url`, `target.feedbackId`, `target`), anything else above. */
function serverIssues(error: unknown, kind: Kind, t: Parameters<typeof errorText>[0]): Issues {
  if (!(error instanceof ApiError) || error.fields.length === 0) return { form: errorText(t, error) };
  const found: Issues = {};
  for (const issue of error.fields) {
    if (issue.path === 'target' || issue.path.startsWith('target.')) found[fieldOf(issue.path, kind)] ??= issue.code;
    else found.form ??= errorText(t, error);
  }
  return found;
}
