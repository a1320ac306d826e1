import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookWithSecret } from '../../../../shared/webhooks.js';
import { Button } from '../../../components/ui/Button.js';
import { useFormat } from '../../../i18n/format.js';
import { SecretShownOnce } from '../../../kit/SecretShownOnce.js';
import { previousSecretSigns } from './webhook-status.js';

/**
 * The one time an endpoint's signing secret is shown (SecretShownOnce), after it was created or its secret rotated;
 * after a rotation, until when the old secret keeps signing too.
 */
export function WebhookSecretPanel({
  webhook,
  title,
  onDone,
  extraAction,
}: {
  webhook: WebhookWithSecret;
  title: string;
  onDone: () => void;
  /** Another way on beside "done", e.g. to the new endpoint's screen. */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={title}
      warning={t('webhooks.secret_warning')}
      label={t('webhooks.secret_label')}
      secret={webhook.secret}
      copyLabel={t('webhooks.copy_secret')}
      testId="webhook-secret"
      actions={
        <>
          {extraAction}
          <Button variant="secondary" onClick={onDone}>
            {t('webhooks.secret_done')}
          </Button>
        </>
      }
    >
      <PreviousSecretNote webhook={webhook} />
    </SecretShownOnce>
  );
}

/** Until when the secret before the last rotation keeps signing beside the new one; nothing once it no longer does. */
export function PreviousSecretNote({ webhook, className = 'text-sm' }: { webhook: Webhook; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!webhook.previousSecretUntil || !previousSecretSigns(webhook)) return null;
  return (
    <p className={`flex items-start gap-2 text-slate-700 ${className}`}>
      <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {t('webhooks.previous_secret_signs', {
        time: format.date(webhook.previousSecretUntil, { dateStyle: 'medium', timeStyle: 'short' }),
      })}
    </p>
  );
}
