import { Link2, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qrTargetSchema, type QrCode, type QrTargetInput } from '../../../shared/qr-codes.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { TextField } from '../../components/ui/TextField.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { TargetUrl } from '../../kit/TargetUrl.js';
import { useWorkspaceLinks } from './content/use-workspace-links.js';
import { qrCodes } from './qr-queries.js';

type Kind = QrTargetInput['kind'];
interface Issues {
  linkId?: string;
  url?: string;
  form?: string;
}

/**
 * Where a dynamic code leads, and the change of it in place: one of the workspace's links (the code then follows
 * the link's edits) or an address of its own. Saving changes the next scan's destination; the printed code stays
 * as it is, because the address it encodes does not change.
 */
export function QrTargetEditor({ code }: { code: QrCode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const changeId = useId();
  const wasEditing = useRef(false);
  const target = code.target;
  // Back from the form (saved or cancelled), the keyboard continues from the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById(changeId)?.focus();
    wasEditing.current = editing;
  }, [editing, changeId]);

  return (
    <section aria-labelledby="qr-target" className="mt-5 border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="qr-target" className="text-sm font-medium text-slate-600">
          {t('qr_code.target.title')}
        </h2>
        {!editing && (
          <Button
            id={changeId}
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => {
              setEditing(true);
              setSaved(false);
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('qr_code.target.change')}
          </Button>
        )}
      </div>
      {editing ? (
        <TargetForm
          code={code}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <div className="mt-2 space-y-2">
          {target?.kind === 'link' && target.linkName === null ? (
            <Alert tone="error">{t('qr_code.target.link_deleted')}</Alert>
          ) : target?.kind === 'link' ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
              <Link2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{t('qr_code.target.via_link')}</span>
              <Link to={`/link/${target.linkId}`} className="font-semibold text-brand-700 hover:underline">
                {target.linkName}
              </Link>
            </p>
          ) : null}
          {target?.url && <TargetUrl url={target.url} label={t('qr_code.target.leads_to')} testId="qr-target-url" />}
          {saved && <Alert tone="success">{t('qr_code.target.saved')}</Alert>}
          <p className="hint-text text-sm text-slate-500">{t('qr_code.target.keeps_working')}</p>
        </div>
      )}
    </section>
  );
}

function TargetForm({ code, onDone }: { code: QrCode; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = qrCodes.useUpdate();
  const [kind, setKind] = useState<Kind>(code.target?.kind ?? 'url');
  const own = code.target?.kind === 'link' && code.target.linkName !== null ? code.target : null;
  const [linkId, setLinkId] = useState(own?.linkId ?? '');
  const [url, setUrl] = useState(code.target?.kind === 'url' ? code.target.url : '');
  const [issues, setIssues] = useState<Issues>({});
  const form = useRef<HTMLFormElement>(null);
  const links = useWorkspaceLinks(kind === 'link');
  // Opened, the form takes the keyboard's focus on its chosen kind.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus(), []);
  // The code's own link stays in the select even if it is not among the links read (or was renamed meanwhile).
  const options: Array<{ id: string; name: string }> = [...(links.data ?? [])];
  if (own && !options.some((link) => link.id === own.linkId)) {
    options.unshift({ id: own.linkId, name: own.linkName ?? '' });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = kind === 'link' ? { kind, linkId } : { kind, url };
    const parsed = qrTargetSchema.safeParse(input);
    if (!parsed.success) {
      const found: Issues = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'linkId' ? 'linkId' : 'url';
        found[field] ??= issue.message;
      }
      setIssues(found);
      return;
    }
    setIssues({});
    try {
      await update.mutateAsync({ id: code.id, changes: { target: parsed.data } });
      onDone(true);
    } catch (error) {
      setIssues(serverIssues(error, kind, t));
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
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('qr_code.target.kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['link', 'url'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  setIssues({});
                }}
                className="size-4 accent-brand-600"
              />
              {t(`qr_code.target.kind_${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'link' ? (
        <div>
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-700">
            {t('qr_code.target.link')}
          </label>
          <select
            id={`${id}-link`}
            value={linkId}
            onChange={(event) => setLinkId(event.target.value)}
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
        <TextField
          label={t('qr_code.target.url')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={fieldErrorText(t, issues.url)}
          hint={t('qr_code.target.url_hint')}
          placeholder="https://"
        />
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

/** A refused save's issues beside their fields (`target.url`, `target.linkId`, `target`), anything else above. */
function serverIssues(error: unknown, kind: Kind, t: Parameters<typeof errorText>[0]): Issues {
  if (!(error instanceof ApiError) || error.fields.length === 0) return { form: errorText(t, error) };
  const found: Issues = {};
  for (const issue of error.fields) {
    if (issue.path === 'target.linkId') found.linkId ??= issue.code;
    else if (issue.path === 'target.url') found.url ??= issue.code;
    else if (issue.path === 'target' || issue.path.startsWith('target.')) {
      if (kind === 'link') found.linkId ??= issue.code;
      else found.url ??= issue.code;
    } else found.form ??= errorText(t, error);
  }
  return found;
}
