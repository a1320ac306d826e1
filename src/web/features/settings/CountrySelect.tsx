import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../../../shared/countries.js';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';
import { fieldErrorText } from '../../i18n/errors.js';

/**
 * Every country, named in the interface language and sorted in its order; stored as the ISO code ('' for none). The
 * account and billing forms both use it.
 */
export function CountrySelect<T extends FieldValues, Out extends FieldValues>({
  form,
  name,
  id,
  label,
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const issue = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
  const error = fieldErrorText(t, issue?.message);
  const countries = useMemo(() => {
    const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, tag),
    );
  }, [i18n.language]);
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          autoComplete="country"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...form.register(name)}
        >
          <option value="">{t('billing.country_none')}</option>
          {countries.map(({ code, name: countryName }) => (
            <option key={code} value={code}>
              {countryName}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
