import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookWithSecret } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { ButtonLink } from '../../../components/ui/ButtonLink.js';
import { useServerForm } from '../../../kit/use-server-form.js';
import { NewWebhookForm } from './NewWebhookForm.js';
import { SignatureHelp } from './SignatureHelp.js';
import { createWebhookFormSchema, NEW_WEBHOOK, WEBHOOK_FORM_FIELDS } from './webhook-form.js';
import { webhooks } from './webhooks-api.js';
import { webhookPath, WebhookList } from './WebhookList.js';
import { WebhookSecretPanel } from './WebhookSecretPanel.js';

/**
 * The webhooks of /settings/integrations: what they are and how their messages are signed, the endpoints, and a new
 * one's form; once it is made, its secret, shown this once, in the form's place.
 */
export function WebhooksSection({ deleted = false }: { deleted?: boolean }) {
  const { t } = useTranslation();
  const create = webhooks.useCreate();
  // The new endpoint's secret lives only here, in memory, until the person says it is saved or leaves the page.
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createWebhookFormSchema,
    defaultValues: NEW_WEBHOOK,
    fields: WEBHOOK_FORM_FIELDS,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (webhook) => {
      form.reset(NEW_WEBHOOK);
      create.reset();
      setCreated(webhook);
    },
  });

  return (
    <section aria-labelledby="webhooks-title" className="space-y-5">
      <div>
        <h2 id="webhooks-title" className="text-lg font-semibold text-slate-900">
          {t('webhooks.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('webhooks.intro')}</p>
      </div>
      <SignatureHelp />
      <div className="space-y-3">
        <h3 className="text-base font-semibold text-slate-900">{t('webhooks.list_title')}</h3>
        {deleted && <Alert tone="success">{t('webhooks.deleted')}</Alert>}
        <WebhookList onCreateFirst={() => form.setFocus('url')} />
      </div>
      {created ? (
        <WebhookSecretPanel
          webhook={created}
          title={t('webhooks.created_title')}
          onDone={() => setCreated(null)}
          extraAction={
            <ButtonLink to={webhookPath(created.id)} variant="secondary">
              {t('webhooks.open_endpoint')}
            </ButtonLink>
          }
        />
      ) : (
        <NewWebhookForm form={form} formError={formError} onSubmit={onSubmit} busy={isSubmitting} />
      )}
    </section>
  );
}
