import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../components/ui/LiveStatus.js';
import { useCountText } from './count-noun.js';

/** Tells whether new clicks (or scans) appear by themselves or the page is reconnecting. */
export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const counted = useCountText();
  return (
    <LiveStatus
      live={live}
      texts={{
        live: t('stats.live'),
        offline: t('stats.offline'),
        liveHint: counted('stats.live_hint'),
        offlineHint: t('stats.offline_hint'),
      }}
    />
  );
}
