import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../../../components/ui/LiveStatus.js';

/** Tells whether new responses appear by themselves or the page is reconnecting (a form's and an event's statistics). */
export function LiveResponsesBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <LiveStatus
      live={live}
      texts={{
        live: t('feedback_stats.live'),
        offline: t('feedback_stats.offline'),
        liveHint: t('feedback_stats.live_hint'),
        offlineHint: t('feedback_stats.offline_hint'),
      }}
    />
  );
}
