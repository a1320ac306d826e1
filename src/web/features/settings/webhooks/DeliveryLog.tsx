import { FilterX, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  WEBHOOK_ATTEMPT_OUTCOMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptQuery,
} from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { EmptyState } from '../../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../../components/ui/QueryStatus.js';
import { errorText } from '../../../i18n/errors.js';
import { listItems, LoadMore } from '../../../kit/LoadMore.js';
import { AttemptTable } from './AttemptTable.js';
import { DeliveryLogFilters, type LogFilterName, type LogFilters } from './DeliveryLogFilters.js';
import { useWebhookAttempts } from './webhooks-api.js';

const MESSAGE_TYPES: readonly string[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
const isMessageType = (value: string | null): value is NonNullable<WebhookAttemptQuery['eventType']> =>
  value !== null && MESSAGE_TYPES.includes(value);
const isOutcome = (value: string | null): value is NonNullable<WebhookAttemptQuery['outcome']> =>
  value !== null && (WEBHOOK_ATTEMPT_OUTCOMES as readonly string[]).includes(value);

/**
 * An endpoint's delivery log: every attempt, newest first, filtered by event type and outcome (kept in the address,
 * so a view can be shared or reloaded), a page at a time, read again every few seconds while the screen is open.
 */
export function DeliveryLog({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const eventType = params.get('event');
  const outcome = params.get('outcome');
  const filters: LogFilters = {
    ...(isMessageType(eventType) && { eventType }),
    ...(isOutcome(outcome) && { outcome }),
  };
  // Replacing the history entry: changing a filter is not a page to step back through.
  const setFilters = (changes: Partial<Record<LogFilterName, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const log = useWebhookAttempts(webhookId, filters);
  const attempts = listItems(log);
  const filtered = Object.keys(filters).length > 0;

  return (
    <section aria-labelledby="delivery-log-title" className="space-y-4">
      <div>
        <h2 id="delivery-log-title" className="text-lg font-semibold text-slate-900">
          {t('webhooks.log_title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('webhooks.log_text', { days: WEBHOOK_LOG_DAYS })}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DeliveryLogFilters filters={filters} onChange={(name, value) => setFilters({ [name]: value })} />
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <span className="size-2 rounded-full bg-emerald-500 motion-safe:animate-pulse" aria-hidden="true" />
          {t('webhooks.log_live')}
        </p>
      </div>
      {log.isPending ? (
        <LoadingBlock className="py-10" />
      ) : log.isError && attempts.length === 0 ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : attempts.length === 0 ? (
        <EmptyState
          icon={filtered ? FilterX : History}
          title={t(filtered ? 'webhooks.log_empty_filtered_title' : 'webhooks.log_empty_title')}
          action={
            filtered && (
              <Button variant="secondary" onClick={() => setFilters({ event: '', outcome: '' })}>
                {t('webhooks.log_clear_filters')}
              </Button>
            )
          }
        >
          {/* An endpoint that is off gets no test event: the empty log says so rather than suggest one. */}
          {t(
            filtered
              ? 'webhooks.log_empty_filtered_text'
              : enabled
                ? 'webhooks.log_empty_text'
                : 'errors.webhook_disabled',
          )}
        </EmptyState>
      ) : (
        <>
          {/* A refresh that failed leaves the rows read before on screen, and says so. */}
          {log.isRefetchError && <Alert tone="error">{errorText(t, log.error)}</Alert>}
          <AttemptTable webhookId={webhookId} attempts={attempts} />
          <LoadMore list={log} />
        </>
      )}
    </section>
  );
}
