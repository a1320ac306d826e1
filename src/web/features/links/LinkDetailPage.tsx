import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert.js';
import { LoadingBlock } from '../../components/ui/QueryStatus.js';
import { LinkStatistics } from '../stats/LinkStatistics.js';
import { BackLink } from './BackLink.js';
import { LinkSummary } from './LinkSummary.js';
import { useLink } from './link-queries.js';
import { MissingLink } from './MissingLink.js';
import { readNotice } from './notice.js';
import { useClickStream } from './use-click-stream.js';

/** /link/{id}: what the link is and does, and its statistics, live. */
export function LinkDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const link = useLink(id);
  const live = useClickStream(id);
  const notice = readNotice(useLocation().state);

  if (link.isPending) return <LoadingBlock />;
  if (link.isError) {
    return (
      <div className="space-y-4">
        <BackLink to="/links" label={t('link.back_to_list')} />
        <MissingLink error={link.error} onRetry={() => void link.refetch()} />
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        {notice === 'created' && <Alert tone="success">{t('link.created_notice')}</Alert>}
        {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
        <LinkSummary link={link.data} />
      </div>
      <LinkStatistics link={link.data} live={live} />
    </div>
  );
}
