import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookWithSecret } from '../../../../shared/webhooks.js';
import { SettingsCard } from '../SettingsLayout.js';
import { RotateSecretDialog } from './RotateSecretDialog.js';
import { maskedSecret } from './webhook-status.js';
import { PreviousSecretNote, WebhookSecretPanel } from './WebhookSecretPanel.js';

/**
 * The signing secret: recognised by its first characters, rotated after a confirmation. A new one is shown here,
 * this once, in place of the summary, with until when the old one keeps signing.
 */
export function SecretCard({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  // The new secret lives only here, in memory, until the person says it is saved or leaves the screen.
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  return (
    <SettingsCard id="webhook-secret" title={t('webhooks.secret_title')} description={t('webhooks.secret_text')}>
      <div className="mt-4">
        {rotated ? (
          <WebhookSecretPanel webhook={rotated} title={t('webhooks.rotated_title')} onDone={() => setRotated(null)} />
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0 space-y-2 text-sm">
              <p>
                <span className="block text-xs font-medium text-slate-500">{t('webhooks.secret_label')}</span>
                <code className="font-mono text-slate-900 wrap-anywhere">{maskedSecret(webhook.secretPrefix)}</code>
              </p>
              <PreviousSecretNote webhook={webhook} className="" />
            </div>
            <div className="shrink-0">
              <RotateSecretDialog webhookId={webhook.id} onRotated={setRotated} />
            </div>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
