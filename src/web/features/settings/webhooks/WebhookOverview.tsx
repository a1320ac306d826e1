import { Power, Send, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { PageHeader } from '../../../components/ui/PageHeader.js';
import { errorText } from '../../../i18n/errors.js';
import { useFormat } from '../../../i18n/format.js';
import { Fact } from '../../../kit/Fact.js';
import { useSendTest, webhooks } from './webhooks-api.js';
import { LastDelivery } from './WebhookList.js';
import { FailuresInARow, WebhookStatusBadge } from './WebhookStatusBadge.js';

/**
 * The top of an endpoint's screen: its address as the title, what it is for, how it is doing, "send test event",
 * and — when the product switched it off — why, with the way to turn it back on.
 */
export function WebhookOverview({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const format = useFormat();
  const test = useSendTest(webhook.id);
  return (
    <div className="space-y-4">
      <PageHeader
        title={<span className="font-mono text-xl wrap-anywhere sm:text-2xl">{webhook.url}</span>}
        description={webhook.description || t('webhooks.no_description')}
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {/* An endpoint that is off is sent nothing, not even a test: the button says why it does not work. */}
            <Button
              variant="secondary"
              busy={test.isPending}
              disabled={!webhook.enabled}
              aria-describedby={webhook.enabled ? undefined : 'webhook-test-off'}
              onClick={() => test.mutate()}
            >
              <Send className="size-4" aria-hidden="true" />
              {t('webhooks.send_test')}
            </Button>
            {!webhook.enabled && (
              <p id="webhook-test-off" className="max-w-56 text-xs text-slate-500 sm:text-right">
                {t('errors.webhook_disabled')}
              </p>
            )}
          </div>
        }
      />
      {test.isSuccess && <Alert tone="success">{t('webhooks.test_queued')}</Alert>}
      {test.isError && <Alert tone="error">{errorText(t, test.error)}</Alert>}
      {webhook.disabledReason && <DisabledNotice webhook={webhook} />}
      <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm min-[420px]:grid-cols-2 sm:p-6 lg:grid-cols-4">
        <Fact term={t('webhooks.column_status')}>
          <WebhookStatusBadge webhook={webhook} />
          <FailuresInARow webhook={webhook} />
        </Fact>
        <Fact term={t('webhooks.column_last_delivery')}>
          <LastDelivery at={webhook.lastDeliveryAt} />
        </Fact>
        <Fact term={t('webhooks.last_success')}>
          <LastDelivery at={webhook.lastSuccessAt} never={t('webhooks.never_succeeded')} />
        </Fact>
        <Fact term={t('webhooks.created')}>
          <time dateTime={webhook.createdAt}>
            {format.date(webhook.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
      </dl>
    </div>
  );
}

/** Why the product switched the endpoint off, and turning it back on (which clears its failures). */
function DisabledNotice({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const update = webhooks.useUpdate();
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl bg-red-50 px-4 py-4 text-sm text-red-900 ring-1 ring-red-200 sm:px-5"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t(`webhooks.disabled_${webhook.disabledReason}_title`)}
      </p>
      <p>{t(`webhooks.disabled_${webhook.disabledReason}_text`)}</p>
      {update.isError && <Alert tone="error">{errorText(t, update.error)}</Alert>}
      <Button
        variant="secondary"
        busy={update.isPending}
        onClick={() => update.mutate({ id: webhook.id, changes: { enabled: true } })}
      >
        <Power className="size-4" aria-hidden="true" />
        {t('webhooks.turn_back_on')}
      </Button>
    </div>
  );
}
