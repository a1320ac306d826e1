import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../shared/locales.js';
import { changeLocale, currentLocale } from '../i18n/i18n.js';
import { LocaleOptions } from './LocaleOptions.js';

/** A native select of the twelve languages that switches the interface at once; `onChanged` may save the choice. */
export function LanguageSwitcher({
  onChanged,
  className = '',
}: {
  onChanged?: (locale: Locale) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={`inline-flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <Languages className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        data-testid="language-switcher"
        value={currentLocale()}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          await changeLocale(next);
          onChanged?.(next);
        }}
        className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm focus:border-brand-500"
      >
        <LocaleOptions />
      </select>
    </label>
  );
}
