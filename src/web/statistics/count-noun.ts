import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** What a statistics view counts: clicks, or — on a QR code's page — scans. */
export type CountNoun = 'clicks' | 'scans';

export const CountNounContext = createContext<CountNoun>('clicks');

/**
 * `t` for the texts that name what is counted. With scans it asks i18next for the key's `_scans` context
 * (`stats.total_clicks_scans`: "Total scans"), which every locale has for each such text.
 */
export function useCountText() {
  const { t } = useTranslation();
  const noun = useContext(CountNounContext);
  return useCallback(
    (key: string, values: Record<string, string | number> = {}) =>
      noun === 'scans' ? t(key, { ...values, context: 'scans' }) : t(key, values),
    [t, noun],
  );
}
