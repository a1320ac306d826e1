import { MapPin } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../components/ui/FieldFrame.js';
import { errorText } from '../i18n/errors.js';
import { useWorkspaceLocations } from './location-queries.js';

export interface LocationPickerProps {
  /** The chosen location's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The translated field error. */
  error?: string;
  /** The saved location (edit), shown even before the list is read, or if it is not among the workspace's. */
  saved?: { id: string; name: string } | null;
  /** What the place means for the thing being edited ("Where the code hangs"). */
  hint: string;
}

/**
 * One of the workspace's locations, or none: where a QR code hangs or an event is held. Shared by the QR code and
 * event forms; with no location yet, it offers to create one.
 */
export function LocationPicker({ value, onChange, onBlur, inputRef, error, saved, hint }: LocationPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useWorkspaceLocations();
  const items = list.data ?? [];
  const options = saved && !items.some((item) => item.id === saved.id) ? [saved, ...items] : items;
  // A location deleted meanwhile (or one named by an address): said plainly, so another can be chosen.
  const unknown = list.isSuccess && value !== '' && !options.some((item) => item.id === value);
  const none = list.isSuccess && options.length === 0;
  const noteId = `${id}-note`;

  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <MapPin className="size-4 text-slate-500" aria-hidden="true" />
        {t('location.picker_label')}
      </label>
      <select
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={list.isPending}
        aria-invalid={error || unknown ? true : undefined}
        aria-describedby={noteId}
        className={`${controlClass(error ?? (unknown ? 'unknown' : undefined))} disabled:bg-slate-50 disabled:text-slate-500`}
      >
        <option value="">{list.isPending ? t('common.loading') : t('location.picker_none')}</option>
        {unknown && <option value={value}>{t('location.picker_gone')}</option>}
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <p
        id={noteId}
        className={`hint-text mt-1.5 text-sm ${error || unknown || list.isError ? 'text-red-600' : 'text-slate-500'}`}
      >
        {error ??
          (list.isError ? (
            errorText(t, list.error)
          ) : unknown ? (
            t('field_errors.not_found')
          ) : none ? (
            <>
              {t('location.picker_empty')}{' '}
              <Link to="/location/new" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t('location.create')}
              </Link>
            </>
          ) : (
            hint
          ))}
      </p>
    </div>
  );
}
