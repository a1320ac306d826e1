import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { QrCode, QrCodeList } from '../../../shared/qr-codes.js';
import { Alert } from '../../components/ui/Alert.js';
import { BackLink } from '../../kit/BackLink.js';
import { useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { Statistics } from '../../statistics/Statistics.js';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';
import { isTracked } from './qr-address.js';
import { qrCodes, qrSubject } from './qr-queries.js';
import { QrMissing } from './QrMissing.js';
import { QrSummary } from './QrSummary.js';

/** /qr-code/{id}: the code, what it carries and where it leads, its downloads, and its scan statistics, live. */
export function QrCodeDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const code = qrCodes.useItem(id);
  const live = useScanStream(id);
  const notice = useNotice();

  return (
    <QueryGate
      query={code}
      notFound={<QrMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/qr-codes" label={t('qr_code.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-10">
          <div className="space-y-4">
            {notice === 'created' && <Alert tone="success">{t('qr_code.created_notice')}</Alert>}
            {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
            <QrSummary code={data} />
          </div>
          {isTracked(data) && <Statistics subject={qrSubject(data.id)} since={data.createdAt} live={live} />}
        </div>
      )}
    </QueryGate>
  );
}

/** The code's statistics kept live, and its own total of scans raised with each scan as it arrives. */
function useScanStream(id: string): boolean {
  const queryClient = useQueryClient();
  const bump = (code: QrCode) => (code.id === id ? { ...code, scans: code.scans + 1 } : code);
  return useSubjectStream(qrSubject(id), {
    onClick: () => {
      queryClient.setQueryData<QrCode>(qrCodes.keys.detail(id), (code) => code && bump(code));
      queryClient.setQueriesData<InfiniteData<QrCodeList>>(
        { queryKey: qrCodes.keys.lists() },
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(bump) })) },
      );
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: qrCodes.keys.detail(id) }),
  });
}
