import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_ATTEMPT_OUTCOMES,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptQuery,
} from '../../../../shared/webhooks.js';
import { controlClass, FieldFrame } from '../../../components/ui/FieldFrame.js';
import { eventTypeKey } from './webhook-status.js';

export type LogFilters = Omit<WebhookAttemptQuery, 'cursor'>;
export type LogFilterName = 'event' | 'outcome';

/** The log's filters: one event type (grouped as in the endpoint's form, the test event last) and the outcome. */
export function DeliveryLogFilters({
  filters,
  onChange,
}: {
  filters: LogFilters;
  onChange: (name: LogFilterName, value: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { event: useId(), outcome: useId() };
  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 md:w-auto md:grid-cols-[16rem_12rem]">
      <FieldFrame inputId={ids.event} label={t('webhooks.filter_event')}>
        {() => (
          <select
            id={ids.event}
            value={filters.eventType ?? ''}
            onChange={(event) => onChange('event', event.target.value)}
            className={controlClass(undefined)}
          >
            <option value="">{t('webhooks.filter_any_event')}</option>
            {WEBHOOK_EVENT_GROUPS.map((group) => (
              <optgroup key={group.id} label={t(`webhooks.groups.${group.id}`)}>
                {group.types.map((type) => (
                  <option key={type} value={type}>
                    {t(eventTypeKey(type))} ({type})
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={WEBHOOK_TEST_EVENT}>{t(eventTypeKey(WEBHOOK_TEST_EVENT))}</option>
          </select>
        )}
      </FieldFrame>
      <FieldFrame inputId={ids.outcome} label={t('webhooks.filter_outcome')}>
        {() => (
          <select
            id={ids.outcome}
            value={filters.outcome ?? ''}
            onChange={(event) => onChange('outcome', event.target.value)}
            className={controlClass(undefined)}
          >
            <option value="">{t('webhooks.filter_any_outcome')}</option>
            {WEBHOOK_ATTEMPT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`webhooks.outcome.${outcome}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </div>
  );
}
