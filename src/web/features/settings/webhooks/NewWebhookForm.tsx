import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateWebhookInput } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import type { WebhookFormValues } from './webhook-form.js';
import { WebhookFields } from './WebhookFields.js';

/** "Add endpoint": the fields in a card of their own, under the list of endpoints. */
export function NewWebhookForm({
  form,
  formError,
  onSubmit,
  busy,
}: {
  form: UseFormReturn<WebhookFormValues, unknown, CreateWebhookInput>;
  formError: string | null;
  onSubmit: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="webhook-create-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="webhook-create-title" className="text-base font-semibold text-slate-900">
        {t('webhooks.create_title')}
      </h3>
      {formError && <Alert tone="error">{formError}</Alert>}
      <WebhookFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {t('webhooks.create')}
        </Button>
      </div>
    </form>
  );
}
