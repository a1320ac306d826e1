import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDITION_VALUES_MAX } from '../../../shared/smart-links.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { namedCodes } from './code-names.js';
import { useIntlTag } from './use-smart-form.js';

const searchable = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * Countries or languages, several at once: the chosen ones as chips (each removable), and every other one in a
 * list of checkboxes that a search narrows, by name in the interface language or by code ("de", "AT").
 */
export function CodeMultiSelect({
  kind,
  values,
  onChange,
  error,
}: {
  kind: 'country' | 'language';
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const tag = useIntlTag();
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => namedCodes(kind, tag), [kind, tag]);
  const nameOf = useMemo(() => new Map(all.map((item) => [item.code, item.name])), [all]);
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const shown = all.filter((item) => {
    const text = `${searchable(item.name)} ${item.code.toLowerCase()}`;
    return words.every((word) => text.includes(word));
  });
  const full = values.length >= CONDITION_VALUES_MAX;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...values, code] : values.filter((chosen) => chosen !== code));

  return (
    <fieldset aria-describedby={`${id}-note`}>
      <legend className="text-sm font-medium text-slate-700">{t(`smart.condition.${kind}_values`)}</legend>
      {values.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('smart.condition.chosen')}>
          {values.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code, false)}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100"
                aria-label={t('smart.condition.remove_value', { name: nameOf.get(code) ?? code })}
              >
                <span className="min-w-0 break-words">{nameOf.get(code) ?? code}</span>
                <X className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{t('smart.condition.none_chosen')}</p>
      )}
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter narrows the list; it must not save the form.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        aria-label={t(`smart.condition.search_${kind}`)}
        placeholder={t(`smart.condition.search_${kind}`)}
        aria-controls={`${id}-list`}
        className={controlClass(undefined)}
      />
      <ul
        id={`${id}-list`}
        className={`mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border ${
          error ? 'border-red-500' : 'border-slate-200'
        }`}
      >
        {shown.map((item) => {
          const checked = values.includes(item.code);
          return (
            <li key={item.code}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(item.code, event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                />
                <span className="min-w-0 break-words">{item.name}</span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('smart.condition.no_match')}</li>}
      </ul>
      <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
        {error ?? t('smart.condition.values_hint', { count: values.length })}
      </p>
    </fieldset>
  );
}
