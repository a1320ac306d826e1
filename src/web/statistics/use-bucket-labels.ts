import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';

/** How a bucket's start reads on the axis (short) and when picked (full), in the zone the buckets follow. */
export function useBucketLabels(stats: Pick<SubjectStats, 'interval' | 'tz' | 'from' | 'to'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const timeZone = stats.tz;
  const oneDay = Date.parse(stats.to) - Date.parse(stats.from) <= 86_400_000;
  const date = (value: string, options: Intl.DateTimeFormatOptions) => format.date(value, { ...options, timeZone });

  if (stats.interval === 'hour') {
    return {
      short: (value: string) =>
        date(
          value,
          oneDay ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: 'numeric' },
        ),
      full: (value: string) => date(value, { dateStyle: 'medium', timeStyle: 'short' }),
    };
  }
  if (stats.interval === 'week') {
    return {
      short: (value: string) => date(value, { month: 'short', day: 'numeric' }),
      full: (value: string) => t('stats.week_of', { date: date(value, { dateStyle: 'medium' }) }),
    };
  }
  return {
    short: (value: string) => date(value, { month: 'short', day: 'numeric' }),
    full: (value: string) => date(value, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }),
  };
}
