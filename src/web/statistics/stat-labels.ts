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
    /**
     * A breakdown row's name: a link or QR code by its label (one deleted since has none); the clicks of no link
     * are a QR code's own address, those of no QR code direct clicks. A route (the targeting rule or A/B variant
     * that served the click) by its label, its name or else its target address; the clicks of none went to the
     * default target.
     */
    const rowName = (dimension: Breakdown, row: Pick<BreakdownRow, 'value' | 'label'>): string => {
      if (dimension === 'link') return row.value === null ? t('stats.no_link') : (row.label ?? t('stats.deleted_link'));
      if (dimension === 'qr')
        return row.value === null ? t('stats.source.direct') : (row.label ?? t('stats.deleted_qr'));
      if (dimension === 'route')
        return row.value === null ? t('stats.default_target') : (row.label ?? t('stats.deleted_route'));
      return value(dimension, row);
    };
    return { unknown, country, value, rowName, orUnknown };
  }, [t, regionNames]);
}
