import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Campaign, CampaignDetail, CampaignList } from '../../../shared/campaigns.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { Statistics } from '../../statistics/Statistics.js';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';
import { campaigns, campaignSubject, useCampaignDetail } from './campaign-queries.js';
import { useCampaignWindowRange } from './campaign-range.js';
import { useItemList, useWindowText } from './campaign-text.js';
import { CampaignItems } from './CampaignItems.js';
import { CampaignMissing } from './CampaignMissing.js';
import { CampaignStatusBadge } from './CampaignStatusBadge.js';
import { Can } from '../../kit/Can.js';

/** /campaign/{id}: the campaign's window and status, what it holds, and its statistics over its window, live. */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const campaign = useCampaignDetail(id);
  const live = useScanStream(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={campaign}
      notFound={<CampaignMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/campaigns" label={t('campaign.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-10">
          <div className="space-y-6">
            {notice === 'created' && <Alert tone="success">{t('campaign.created_notice')}</Alert>}
            {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
            <CampaignHeader campaign={data} />
            <CampaignFacts campaign={data} />
            <CampaignItems campaign={data} />
          </div>
          <CampaignStatistics campaign={data} live={live} />
        </div>
      )}
    </QueryGate>
  );
}

function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = campaigns.useRemove();
  const itemList = useItemList()(campaign.counts);
  return (
    <PageHeader
      eyebrow={<BackLink to="/campaigns" label={t('campaign.back_to_list')} />}
      title={campaign.name}
      description={campaign.description && <span className="whitespace-pre-line">{campaign.description}</span>}
      actions={
        <>
          <Can permission="edit">
            <ButtonLink to={`/campaign/edit/${campaign.id}`} variant="secondary">
              <Pencil className="size-4" aria-hidden="true" />
              {t('campaign.edit')}
            </ButtonLink>
          </Can>
          {/* The confirmation says what it holds, and that all of it stays. */}
          <DeleteButton
            label={t('campaign.delete')}
            title={t('campaign.delete_title')}
            description={
              itemList
                ? t('campaign.delete_text_items', { name: campaign.name, items: itemList })
                : t('campaign.delete_text', { name: campaign.name })
            }
            confirmLabel={t('campaign.delete_confirm')}
            onDelete={() => remove.mutateAsync(campaign.id)}
            onDeleted={() => navigate('/campaigns', { state: noticeState('deleted') })}
          />
        </>
      }
    />
  );
}

function CampaignFacts({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:p-6 lg:grid-cols-4">
      <Fact term={t('campaign.status_label')}>
        <CampaignStatusBadge status={campaign.status} />
      </Fact>
      <Fact term={t('campaign.window')}>
        <span data-testid="campaign-window">{windowText(campaign)}</span>
      </Fact>
      <Fact term={t('campaign.scans')}>
        <span className="font-semibold tabular-nums" data-testid="campaign-scans">
          {format.number(campaign.scans)}
        </span>
      </Fact>
      <Fact term={t('campaign.created')}>
        <time dateTime={campaign.createdAt}>
          {format.date(campaign.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Fact>
      {campaign.utmCampaign && (
        <Fact term={t('campaign.utm_campaign')} className="col-span-2 lg:col-span-4">
          <span className="font-mono" data-testid="campaign-utm">
            {campaign.utmCampaign}
          </span>
        </Fact>
      )}
    </dl>
  );
}

function CampaignStatistics({ campaign, live }: { campaign: CampaignDetail; live: boolean }) {
  const { t } = useTranslation();
  const ready = useCampaignWindowRange(campaign);
  if (!ready) return null;
  // The custom period may start before the campaign was entered here (a start set in the past).
  const since = campaign.startsAt && campaign.startsAt < campaign.createdAt ? campaign.startsAt : campaign.createdAt;
  return (
    <Statistics
      subject={campaignSubject(campaign.id)}
      since={since}
      live={live}
      description={t('campaign.statistics_hint')}
    />
  );
}

/** The campaign's statistics kept live, and its own total of scans raised with each one as it arrives. */
function useScanStream(id: string): boolean {
  const queryClient = useQueryClient();
  const bump = <T extends Campaign>(campaign: T): T =>
    campaign.id === id ? { ...campaign, scans: campaign.scans + 1 } : campaign;
  return useSubjectStream(campaignSubject(id), {
    onClick: () => {
      queryClient.setQueryData<CampaignDetail>(campaigns.keys.detail(id), (campaign) => campaign && bump(campaign));
      queryClient.setQueriesData<InfiniteData<CampaignList>>(
        { queryKey: campaigns.keys.lists() },
        (data) =>
          data?.pages && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(bump) })) },
      );
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: campaigns.keys.detail(id) }),
  });
}
