import * as Dialog from '@radix-ui/react-dialog';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookWithSecret } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { DialogActions, DialogPanel } from '../../../components/ui/DialogPanel.js';
import { FormTextField } from '../../../components/ui/FormTextField.js';
import { useServerForm } from '../../../kit/use-server-form.js';
import { rotateSecretFormSchema } from './webhook-form.js';
import { useRotateSecret } from './webhooks-api.js';

/**
 * "Rotate secret", asked first: what a rotation does (the old secret keeps signing for a day beside the new one),
 * and an optional secret of the person's own. The new secret goes to `onRotated`, to be shown once.
 */
export function RotateSecretDialog({
  webhookId,
  onRotated,
}: {
  webhookId: string;
  onRotated: (webhook: WebhookWithSecret) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <RotateCw className="size-4" aria-hidden="true" />
          {t('webhooks.rotate')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel title={t('webhooks.rotate_title')} description={t('webhooks.rotate_text')}>
        {/* Mounted only while open, so each opening starts with an empty field. */}
        <RotateForm
          webhookId={webhookId}
          onRotated={(webhook) => {
            setOpen(false);
            onRotated(webhook);
          }}
        />
      </DialogPanel>
    </Dialog.Root>
  );
}

function RotateForm({ webhookId, onRotated }: { webhookId: string; onRotated: (webhook: WebhookWithSecret) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateSecret(webhookId);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: rotateSecretFormSchema,
    defaultValues: { secret: '' },
    submit: (values) => rotate.mutateAsync(values),
    onSuccess: onRotated,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="secret"
        label={t('webhooks.own_secret')}
        hint={t('webhooks.own_secret_hint')}
        placeholder="whsec_…"
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
      />
      <DialogActions cancelLabel={t('common.cancel')} busy={isSubmitting}>
        <Button type="submit" busy={isSubmitting}>
          {t('webhooks.rotate_confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
