import { useTranslation } from 'react-i18next';
import type { Webhook } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { useServerForm } from '../../../kit/use-server-form.js';
import { SettingsCard } from '../SettingsLayout.js';
import { updateWebhookFormSchema, WEBHOOK_FORM_FIELDS, webhookChanges, webhookToForm } from './webhook-form.js';
import { webhooks } from './webhooks-api.js';
import { WebhookFields } from './WebhookFields.js';

/**
 * An endpoint's settings, edited in place: only what changed is sent. Its screen starts the card again whenever the
 * saved endpoint changes, so whether the last save succeeded is kept there (`saved`) to outlive that.
 */
export function EditWebhookCard({
  webhook,
  saved,
  setSaved,
}: {
  webhook: Webhook;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = webhooks.useUpdate();
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: updateWebhookFormSchema,
    defaultValues: webhookToForm(webhook),
    fields: WEBHOOK_FORM_FIELDS,
    submit: async (values) => {
      setSaved(false);
      const changes = webhookChanges(values, webhook);
      return Object.keys(changes).length === 0 ? webhook : update.mutateAsync({ id: webhook.id, changes });
    },
    onSuccess: (result) => {
      form.reset(webhookToForm(result));
      setSaved(true);
    },
  });
  return (
    <SettingsCard id="webhook-settings" title={t('webhooks.settings_title')}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <WebhookFields form={form} editing />
        {saved && <Alert tone="success">{t('webhooks.saved')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
