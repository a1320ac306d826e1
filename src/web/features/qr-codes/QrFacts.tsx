import { useTranslation } from 'react-i18next';
import type { QrCode } from '../../../shared/qr-codes.js';
import { useFormat } from '../../i18n/format.js';
import { Fact } from '../../kit/Fact.js';
import { CampaignName } from '../campaigns/index.js';
import { LocationName } from '../locations/index.js';
import { TagChips } from '../tags/index.js';
import { QrTypeName } from './content/QrTypeName.js';
import { FeedbackEventName, FeedbackFormName } from './FeedbackTargetName.js';
import { PageTargetName } from './PageTargetName.js';
import { isTracked } from './qr-address.js';

/**
 * The code at a glance: type and class, a feedback code's form and event, its place, campaign and tags, its slug (the
 * downloads' file name), when it was made, its scans.
 */
export function QrFacts({ code }: { code: QrCode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const target = code.target;
  return (
    <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-100 pt-5 text-sm sm:grid-cols-3 xl:grid-cols-5">
      <Fact term={t('qr_code.type')}>
        <QrTypeName type={code.type} />
      </Fact>
      <Fact term={t('qr_code.class_label')}>{t(`qr_code.class.${code.qrClass}`)}</Fact>
      {target?.kind === 'feedback' && (
        <Fact term={t('qr_code.feedback_target.form')}>
          <FeedbackFormName target={target} />
        </Fact>
      )}
      {target?.kind === 'page' && (
        <Fact term={t('page.qr_target.kind')}>
          <PageTargetName target={target} />
        </Fact>
      )}
      {target?.kind === 'feedback' && target.eventId && target.eventName !== null && (
        <Fact term={t('qr_code.feedback_target.event')}>
          <FeedbackEventName target={target} />
        </Fact>
      )}
      {code.locationId && (
        <Fact term={t('location.placed_at')}>
          <LocationName id={code.locationId} />
        </Fact>
      )}
      {code.campaignId && (
        <Fact term={t('campaign.picker_label')}>
          <CampaignName id={code.campaignId} />
        </Fact>
      )}
      {code.tags.length > 0 && (
        <Fact term={t('smart.tags.label')}>
          <TagChips tags={code.tags} max={6} />
        </Fact>
      )}
      <Fact term={t('qr_code.slug')}>
        <span className="font-mono [overflow-wrap:anywhere]" data-testid="qr-slug">
          {code.slug}
        </span>
      </Fact>
      <Fact term={t('qr_code.created')}>
        <time dateTime={code.createdAt}>
          {format.date(code.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Fact>
      <Fact term={t('qr_code.scans')}>
        {isTracked(code) ? (
          <span className="font-semibold tabular-nums" data-testid="qr-scans">
            {format.number(code.scans)}
          </span>
        ) : (
          <span className="text-slate-500">{t('qr_code.not_tracked')}</span>
        )}
      </Fact>
    </dl>
  );
}
