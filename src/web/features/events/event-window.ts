import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';

/**
 * The event's time window in words of the interface language: a range Intl writes as the language does ("18–19 Apr
 * 2026, 09:00–18:00"), or an open end said as such.
 */
export function useWindowText() {
  const { t, i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  return ({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }): string => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    if (startsAt && endsAt) return format.formatRange(new Date(startsAt), new Date(endsAt));
    if (startsAt) return t('event.window_from', { start: format.format(new Date(startsAt)) });
    if (endsAt) return t('event.window_until', { end: format.format(new Date(endsAt)) });
    return t('event.window_open');
  };
}
