import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Breakdown, BreakdownRow } from '../../shared/stats.js';
import { intlLocale, isLocale } from '../../shared/locales.js';

/** How statistics values read in the interface language: country names, device types, "Unknown" for null. */
export function useStatLabels() {
  const { t, i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  const regionNames = useMemo(() => new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }), [tag]);

  return useMemo(() => {
    const unknown = t('stats.unknown');
    const country = (code: string | null | undefined): string => {
      if (!code) return unknown;
      try {
        return regionNames.of(code.toUpperCase()) ?? code;
      } catch {
        return code; // not a region code Intl knows
      }
    };
    const value = (dimension: Breakdown, row: Pick<BreakdownRow, 'value'>): string => {
      if (row.value === null) return dimension === 'referrer' ? t('stats.no_referrer') : unknown;
      if (dimension === 'country') return country(row.value);
      if (dimension === 'deviceType') return t(`stats.device_type.${row.value}`, { defaultValue: row.value });
      if (dimension === 'source') return t(`stats.source.${row.value}`, { defaultValue: row.value });
      return row.value;
    };
    const orUnknown = (text: string | null | undefined) => (text ? text : unknown);
    return { unknown, country, value, orUnknown };
  }, [t, regionNames]);
}
