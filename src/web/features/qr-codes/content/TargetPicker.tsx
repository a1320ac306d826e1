import { Info } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QrTarget } from '../../../../shared/qr-codes.js';
import { ChoiceCards } from '../../../components/ui/ChoiceCards.js';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { TextField } from '../../../components/ui/TextField.js';
import { errorText } from '../../../i18n/errors.js';
import { UtmBuilder } from '../../smart/index.js';
import { useFieldError } from '../designer/use-field-error.js';
import { FeedbackTargetFields } from './FeedbackTargetFields.js';
import { PageTargetFields } from './PageTargetFields.js';
import type { QrFormValues } from './qr-form.js';
import { targetKindsOf } from './target-draft.js';
import { useWorkspaceLinks } from './use-workspace-links.js';

/**
 * Where a dynamic code leads: one of the workspace's links (the code then follows the link's edits) or an address
 * of its own; a feedback code's form (and event). On the edit screen, why changing it is safe: the printed code's
 * own address stays the same.
 */
export function TargetPicker({ saved, shortUrl }: { saved?: QrTarget | null; shortUrl?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<QrFormValues>();
  const type = useWatch({ control: form.control, name: 'type' });
  const kind = useWatch({ control: form.control, name: 'target.kind' });
  const linkId = useWatch({ control: form.control, name: 'target.linkId' });
  const url = useWatch({ control: form.control, name: 'target.url' });
  const savedKind = saved?.kind;
  const kinds = useMemo(() => targetKindsOf(type, savedKind), [type, savedKind]);
  const links = useWorkspaceLinks(kinds.includes('link'));
  const linkError = useFieldError('target.linkId', 'touched');
  const urlError = useFieldError('target.url', 'touched');
  const targetError = useFieldError('target');
  const items = links.data ?? [];
  const noLinks = links.isSuccess && items.length === 0;
  // The saved link stays choosable even if it is not among the links read (or was renamed meanwhile).
  const savedLink = saved?.kind === 'link' && !items.some((link) => link.id === saved.linkId) ? saved : null;
  const offered = kinds.includes(kind);

  // A new type offers other kinds (a feedback code leads to a form): its first one is chosen.
  useEffect(() => {
    if (!offered && kinds[0]) form.setValue('target.kind', kinds[0]);
  }, [offered, kinds, form]);

  // A workspace without links starts on "an address of its own" (unless the person chose a kind already), also when
  // a change of type brought the kind back to "one of your links". Whether the person chose is kept here: the form's
  // dirty state also counts the kinds set above.
  const [kindChosen, setKindChosen] = useState(false);
  useEffect(() => {
    if (noLinks && !savedLink && !kindChosen && kind === 'link') form.setValue('target.kind', 'url');
  }, [noLinks, savedLink, kindChosen, kind, form]);

  return (
    <div className="space-y-4">
      {kinds.length > 1 && (
        <ChoiceCards
          id={`${id}-kind`}
          legend={t('qr_designer.target.legend')}
          choices={kinds.map((value) =>
            value === 'feedback'
              ? {
                  value,
                  title: t('qr_code.feedback_target.kind'),
                  hint: t('qr_code.feedback_target.kind_hint'),
                }
              : value === 'page'
                ? { value, title: t('page.qr_target.kind'), hint: t('page.qr_target.kind_hint') }
                : {
                    value,
                    title: t(`qr_designer.target.kind_${value}`),
                    hint: t(`qr_designer.target.kind_${value}_hint`),
                  },
          )}
          registration={form.register('target.kind', { onChange: () => setKindChosen(true) })}
          error={targetError}
        />
      )}
      {kind === 'feedback' ? (
        <FeedbackTargetFields saved={saved?.kind === 'feedback' ? saved : null} />
      ) : kind === 'page' ? (
        <PageTargetFields saved={saved?.kind === 'page' ? saved : null} />
      ) : kind === 'link' ? (
        <div>
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-700">
            {t('qr_designer.target.link_label')}
          </label>
          <select
            id={`${id}-link`}
            disabled={links.isPending || (noLinks && !savedLink)}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${id}-link-note`}
            className={`${controlClass(linkError)} disabled:bg-slate-50 disabled:text-slate-500`}
            {...form.register('target.linkId')}
            // Controlled as well: the saved link's option appears only once the links have loaded, and a select
            // given a value it has no option for yet would go on showing the placeholder.
            value={linkId ?? ''}
          >
            <option value="">{links.isPending ? t('common.loading') : t('qr_designer.target.choose_link')}</option>
            {savedLink && <option value={savedLink.linkId}>{`${savedLink.linkName} — ${savedLink.url}`}</option>}
            {items.map((link) => (
              <option key={link.id} value={link.id}>
                {`${link.name} — ${link.url}`}
              </option>
            ))}
          </select>
          <p
            id={`${id}-link-note`}
            className={`hint-text mt-1.5 text-sm ${linkError || links.isError ? 'text-red-600' : 'text-slate-500'}`}
          >
            {linkError ??
              (links.isError
                ? errorText(t, links.error)
                : noLinks
                  ? t('qr_designer.target.no_links')
                  : t('qr_designer.target.link_hint'))}
          </p>
        </div>
      ) : (
        <>
          <TextField
            label={t('qr_designer.target.url_label')}
            hint={t('qr_designer.target.url_hint')}
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com/menu"
            error={urlError}
            {...form.register('target.url')}
          />
          <UtmBuilder
            url={url ?? ''}
            onUrlChange={(next) =>
              form.setValue('target.url', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
          />
        </>
      )}
      {shortUrl && (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{t('qr_designer.target.keeps_working', { url: shortUrl })}</span>
        </p>
      )}
    </div>
  );
}
