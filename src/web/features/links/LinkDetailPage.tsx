import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert.js';
import { BackLink } from '../../kit/BackLink.js';
import { useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { Statistics } from '../../statistics/Statistics.js';
import { LinkSummary } from './LinkSummary.js';
import { links, linkSubject } from './link-queries.js';
import { MissingLink } from './MissingLink.js';
import { useClickStream } from './use-click-stream.js';

/** /link/{id}: what the link is and does, and its statistics, live. */
export function LinkDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const link = links.useItem(id);
  const live = useClickStream(id);
  const notice = useNotice();

  return (
    <QueryGate
      query={link}
      notFound={<MissingLink />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/links" label={t('link.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-10">
          <div className="space-y-4">
            {notice === 'created' && <Alert tone="success">{t('link.created_notice')}</Alert>}
            {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
            <LinkSummary link={data} />
          </div>
          <Statistics subject={linkSubject(data.id)} since={data.createdAt} live={live} />
        </div>
      )}
    </QueryGate>
  );
}
