import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Webhook } from '../../../../shared/webhooks.js';
import { ButtonLink } from '../../../components/ui/ButtonLink.js';
import { EmptyState } from '../../../components/ui/EmptyState.js';
import { BackLink } from '../../../kit/BackLink.js';
import { DeleteButton } from '../../../kit/DeleteButton.js';
import { noticeState } from '../../../kit/notice.js';
import { QueryGate } from '../../../kit/QueryGate.js';
import { RoleRequired } from '../../../kit/RoleRequired.js';
import { useCan } from '../../../session/use-can.js';
import { SettingsCard } from '../SettingsLayout.js';
import { DeliveryLog } from './DeliveryLog.js';
import { EditWebhookCard } from './EditWebhookCard.js';
import { SecretCard } from './SecretCard.js';
import { webhooks } from './webhooks-api.js';
import { WebhookOverview } from './WebhookOverview.js';

const INTEGRATIONS = '/settings/integrations';

/**
 * /settings/integrations/webhooks/{id} (admins and owners): one endpoint — how it is doing, its delivery log (read
 * again every few seconds), its settings, its signing secret, and deleting it.
 */
export function WebhookPage() {
  const { t } = useTranslation();
  const allowed = useCan('manage_webhooks');
  return (
    <div className="max-w-4xl space-y-4">
      <BackLink to={INTEGRATIONS} label={t('webhooks.back')} />
      {allowed ? <Endpoint /> : <RoleRequired permission="manage_webhooks" />}
    </div>
  );
}

function Endpoint() {
  const id = useParams().id ?? '';
  const webhook = webhooks.useItem(id);
  const [saved, setSaved] = useState(false);
  return (
    <QueryGate query={webhook} notFound={<MissingWebhook />}>
      {(data) => (
        <div className="space-y-8">
          <WebhookOverview webhook={data} />
          <DeliveryLog webhookId={data.id} enabled={data.enabled} />
          {/* Starts again from what the server holds whenever that changes (turned back on above, another tab). */}
          <EditWebhookCard key={savedKey(data)} webhook={data} saved={saved} setSaved={setSaved} />
          <SecretCard webhook={data} />
          <DeleteCard id={data.id} url={data.url} />
        </div>
      )}
    </QueryGate>
  );
}

const savedKey = (webhook: Webhook) =>
  JSON.stringify([webhook.url, webhook.description, webhook.eventTypes, webhook.enabled]);

function DeleteCard({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = webhooks.useRemove();
  return (
    <SettingsCard id="webhook-delete" title={t('webhooks.delete_title')} description={t('webhooks.delete_text')} danger>
      <div className="mt-4 flex justify-end">
        <DeleteButton
          permission="manage_webhooks"
          label={t('webhooks.delete')}
          title={t('webhooks.delete_confirm_title')}
          description={t('webhooks.delete_confirm_text', { url })}
          confirmLabel={t('webhooks.delete_confirm')}
          onDelete={() => remove.mutateAsync(id)}
          onDeleted={() => void navigate(INTEGRATIONS, { state: noticeState('deleted') })}
        />
      </div>
    </SettingsCard>
  );
}

function MissingWebhook() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Unplug}
      title={t('webhooks.missing_title')}
      action={
        <ButtonLink to={INTEGRATIONS} variant="secondary">
          {t('webhooks.back')}
        </ButtonLink>
      }
    >
      {t('webhooks.missing_text')}
    </EmptyState>
  );
}
