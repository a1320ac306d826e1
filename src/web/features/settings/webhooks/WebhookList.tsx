import { ChevronRight, Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WEBHOOK_EVENT_TYPES, type Webhook } from '../../../../shared/webhooks.js';
import { Button } from '../../../components/ui/Button.js';
import { EmptyState } from '../../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../../components/ui/QueryStatus.js';
import { useFormat } from '../../../i18n/format.js';
import { useWebhookList } from './webhooks-api.js';
import { FailuresInARow, WebhookStatusBadge } from './WebhookStatusBadge.js';

/** Where an endpoint's own screen is. */
export const webhookPath = (id: string) => `/settings/integrations/webhooks/${id}`;

/**
 * The workspace's endpoints: a table on laptops and wider, cards below. Each leads to its screen, where it is
 * edited, tested and its deliveries read.
 */
export function WebhookList({ onCreateFirst }: { onCreateFirst: () => void }) {
  const { t } = useTranslation();
  const list = useWebhookList();

  if (list.isPending) return <LoadingBlock className="py-10" />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const endpoints = list.data.items;
  if (endpoints.length === 0) {
    return (
      <EmptyState
        icon={WebhookIcon}
        title={t('webhooks.empty_title')}
        action={
          <Button variant="secondary" onClick={onCreateFirst}>
            <Plus className="size-4" aria-hidden="true" />
            {t('webhooks.create_first')}
          </Button>
        }
      >
        {t('webhooks.empty_text')}
      </EmptyState>
    );
  }

  return (
    <>
      <EndpointTable endpoints={endpoints} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {endpoints.map((webhook) => (
          <li key={webhook.id} className="min-w-0">
            <EndpointCard webhook={webhook} />
          </li>
        ))}
      </ul>
    </>
  );
}

function EndpointTable({ endpoints }: { endpoints: Webhook[] }) {
  const { t } = useTranslation();
  const head = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('webhooks.list_title')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {/* The address gets the room it needs to break only at its slashes and dashes; the status, enough for
                its longest words (German, Finnish, Russian), rather than the endpoint losing to it. */}
            <th scope="col" className={`w-[42%] ${head}`}>
              {t('webhooks.column_endpoint')}
            </th>
            <th scope="col" className={head}>
              {t('webhooks.column_events')}
            </th>
            <th scope="col" className={`min-w-48 ${head}`}>
              {t('webhooks.column_status')}
            </th>
            <th scope="col" className={head}>
              {t('webhooks.column_last_delivery')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {endpoints.map((webhook) => (
            <tr key={webhook.id} className="align-top">
              <th scope="row" className="max-w-md px-3 py-3 text-left font-normal">
                <EndpointName webhook={webhook} />
              </th>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <EventCount webhook={webhook} />
              </td>
              <td className="px-3 py-3">
                <WebhookStatusBadge webhook={webhook} />
                <FailuresInARow webhook={webhook} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <LastDelivery at={webhook.lastDeliveryAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EndpointCard({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <EndpointName webhook={webhook} />
      <div>
        <WebhookStatusBadge webhook={webhook} />
        <FailuresInARow webhook={webhook} />
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('webhooks.column_events')}</dt>
          <dd className="text-slate-700">
            <EventCount webhook={webhook} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('webhooks.column_last_delivery')}</dt>
          <dd className="text-slate-700">
            <LastDelivery at={webhook.lastDeliveryAt} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** The address as the link to the endpoint's screen (it is what people recognise), its purpose below. */
function EndpointName({ webhook }: { webhook: Webhook }) {
  return (
    <div className="min-w-0">
      <Link
        to={webhookPath(webhook.id)}
        className="group inline-flex max-w-full items-start gap-1 rounded font-mono text-sm font-semibold wrap-anywhere text-brand-700 hover:underline"
      >
        <span className="min-w-0">{webhook.url}</span>
        <ChevronRight className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      </Link>
      {webhook.description && (
        <span className="mt-0.5 block text-sm break-words text-slate-600">{webhook.description}</span>
      )}
    </div>
  );
}

function EventCount({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const format = useFormat();
  return t('webhooks.event_count', {
    value: format.number(webhook.eventTypes.length),
    total: format.number(WEBHOOK_EVENT_TYPES.length),
  });
}

/** When something last happened, or that it never did (`never`: the words for that; no delivery yet by default). */
export function LastDelivery({ at, never }: { at: string | null; never?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (at === null) return <span className="text-slate-500">{never ?? t('webhooks.never_delivered')}</span>;
  return <time dateTime={at}>{format.date(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}
