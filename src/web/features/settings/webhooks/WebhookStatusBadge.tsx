import { CircleCheck, CirclePause, CircleX, Unplug, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '../../../../shared/webhooks.js';
import { useFormat } from '../../../i18n/format.js';
import { webhookStatus, type WebhookStatus } from './webhook-status.js';

const LOOK: Record<WebhookStatus, { className: string; Icon: LucideIcon }> = {
  active: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CircleCheck },
  off: { className: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: CirclePause },
  gone: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: Unplug },
  failing: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleX },
};

/**
 * Active, off, or switched off by the product and why: told by its words and icon, the colour only helps. Long words
 * (Finnish, Russian) wrap inside it, so its corners are rounded rather than a pill's.
 */
export function WebhookStatusBadge({ webhook }: { webhook: Pick<Webhook, 'enabled' | 'disabledReason'> }) {
  const { t } = useTranslation();
  const status = webhookStatus(webhook);
  const { className, Icon } = LOOK[status];
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-2xl px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}
      data-testid="webhook-status"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{t(`webhooks.status.${status}`)}</span>
    </span>
  );
}

/** The failed attempts since the last success; nothing while all is well. */
export function FailuresInARow({ webhook }: { webhook: Pick<Webhook, 'failuresInARow'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (webhook.failuresInARow === 0) return null;
  return (
    <span className="block text-xs font-medium text-amber-800">
      {t('webhooks.failures_in_a_row', { value: format.number(webhook.failuresInARow) })}
    </span>
  );
}
