import { Plus } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { errorText } from '../../../i18n/errors.js';
import { useWorkspacePages } from './use-workspace-pages.js';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

/**
 * A page code's target: one of the workspace's landing pages (a link to create one when there is none). A draft is
 * marked: people who scan are told it is not published until it is. The designer and the detail page's editor hand
 * their own input handling (`select`: a registration, or a value's onChange).
 */
export function PageTargetSelect({
  select,
  value,
  error,
  saved,
  deleted = false,
}: {
  select: SelectProps;
  value: string;
  error?: string;
  /** The saved code's page: stays choosable even when it is not among the pages read (or was renamed). */
  saved?: { id: string; name: string } | null;
  /** The saved code's page has been deleted: another must be chosen. */
  deleted?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pages = useWorkspacePages();
  const items = pages.data ?? [];
  const options =
    saved && !items.some((page) => page.id === saved.id) ? [{ ...saved, published: true }, ...items] : items;
  const none = pages.isSuccess && options.length === 0;
  // A page asked for by the address (`?pageId=`) that the workspace does not have.
  const unknown = pages.isSuccess && value !== '' && !options.some((page) => page.id === value);
  const chosen = options.find((page) => page.id === value);
  const problem =
    error ?? (pages.isError ? errorText(t, pages.error) : unknown ? t('field_errors.not_found') : undefined);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('page.qr_target.label')}
      </label>
      <select
        id={id}
        disabled={pages.isPending || none}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`${controlClass(problem)} disabled:bg-slate-50 disabled:text-slate-500`}
        {...select}
        // Controlled as well: the chosen page's option appears only once the pages have loaded.
        value={value}
      >
        <option value="">{pages.isPending ? t('common.loading') : t('page.qr_target.choose')}</option>
        {options.map((page) => (
          <option key={page.id} value={page.id}>
            {page.published ? page.name : t('page.qr_target.draft_option', { name: page.name })}
          </option>
        ))}
      </select>
      <p
        id={`${id}-note`}
        className={`hint-text mt-1.5 text-sm ${problem || deleted ? 'text-red-600' : 'text-slate-500'}`}
      >
        {problem ??
          (deleted ? (
            t('page.qr_target.deleted')
          ) : none ? (
            <>
              {t('page.qr_target.none')}{' '}
              <Link
                to="/page/new"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <Plus className="size-3.5" aria-hidden="true" />
                {t('page.qr_target.create')}
              </Link>
            </>
          ) : chosen && !chosen.published ? (
            t('page.qr_target.draft_hint')
          ) : (
            t('page.qr_target.hint')
          ))}
      </p>
    </div>
  );
}
