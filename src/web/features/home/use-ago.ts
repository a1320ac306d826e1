import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';

/** "3 minutes ago" in the interface language, brought up to date every half minute. */
export function useAgo() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const format = new Intl.RelativeTimeFormat(intlLocale(isLocale(i18n.language) ? i18n.language : 'en'), {
    numeric: 'auto',
  });
  return (at: string) => {
    const seconds = Math.round((Date.parse(at) - now) / 1000);
    if (seconds > -45) return format.format(0, 'second');
    const minutes = Math.round(seconds / 60);
    if (minutes > -60) return format.format(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (hours > -24) return format.format(hours, 'hour');
    return format.format(Math.round(hours / 24), 'day');
  };
}
