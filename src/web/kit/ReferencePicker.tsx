import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../components/ui/FieldFrame.js';
import { errorText } from '../i18n/errors.js';

/** The props every form passes a picker of one reference (a location, a campaign). */
export interface ReferenceFieldProps {
  /** The chosen item's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The translated field error. */
  error?: string;
  /** What the reference means for the thing being edited, under the field. */
  hint: string;
}

interface ReferencePickerProps<T extends { id: string; name: string }> extends ReferenceFieldProps {
  icon: LucideIcon;
  /** The workspace's items, all of them. */
  list: UseQueryResult<T[]>;
  /** An item to offer even if the list lacks it (the saved one, before the list is read). */
  saved?: { id: string; name: string } | null;
  optionLabel?: (item: T | { id: string; name: string }) => string;
  texts: { label: string; none: string; gone: string; empty: string; create: string };
  /** Where a new item is made, offered when the workspace has none. */
  createPath: string;
  testId?: string;
}

/**
 * One of the workspace's items, or none, as a select: a deleted item still chosen is said plainly (so another, or
 * none, can be chosen), and with no item yet the field offers to create one.
 */
export function ReferencePicker<T extends { id: string; name: string }>(props: ReferencePickerProps<T>) {
  const { value, onChange, onBlur, inputRef, error, hint, list, saved, texts, testId } = props;
  const { t } = useTranslation();
  const id = useId();
  const Icon = props.icon;
  const items: (T | { id: string; name: string })[] = list.data ?? [];
  const options = saved && !items.some((item) => item.id === saved.id) ? [saved, ...items] : items;
  const unknown = list.isSuccess && value !== '' && !options.some((item) => item.id === value);
  const none = list.isSuccess && options.length === 0;
  const noteId = `${id}-note`;
  let note: ReactNode = hint;
  if (error) note = error;
  else if (list.isError) note = errorText(t, list.error);
  else if (unknown) note = t('field_errors.not_found');
  else if (none) {
    note = (
      <>
        {texts.empty}{' '}
        <Link to={props.createPath} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {texts.create}
        </Link>
      </>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Icon className="size-4 text-slate-500" aria-hidden="true" />
        {texts.label}
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
        data-testid={testId}
      >
        <option value="">{list.isPending ? t('common.loading') : texts.none}</option>
        {unknown && <option value={value}>{texts.gone}</option>}
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {props.optionLabel ? props.optionLabel(item) : item.name}
          </option>
        ))}
      </select>
      <p
        id={noteId}
        className={`hint-text mt-1.5 text-sm ${error || unknown || list.isError ? 'text-red-600' : 'text-slate-500'}`}
      >
        {note}
      </p>
    </div>
  );
}
