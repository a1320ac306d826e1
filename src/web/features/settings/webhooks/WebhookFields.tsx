import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '../../../../shared/webhooks.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { FormTextField } from '../../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../../i18n/errors.js';
import { EventTypePicker } from './EventTypePicker.js';
import type { WebhookFormValues } from './webhook-form.js';

/**
 * The fields of an endpoint, for a new one and an edited one: where messages go, what it is for, which events it
 * receives, and whether it receives anything at all. `editing` words the on/off hint for an endpoint that exists.
 */
export function WebhookFields<Out extends FieldValues>({
  form,
  editing = false,
}: {
  form: UseFormReturn<WebhookFormValues, unknown, Out>;
  editing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        form={form}
        name="url"
        type="url"
        inputMode="url"
        label={t('webhooks.url')}
        hint={t('webhooks.url_hint')}
        placeholder="https://example.com/webhooks/scanlink"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        className="[&_input]:font-mono"
      />
      <FormTextField
        form={form}
        name="description"
        label={t('webhooks.description')}
        hint={t('webhooks.description_hint')}
        autoComplete="off"
        maxLength={WEBHOOK_DESCRIPTION_MAX}
      />
      <Controller
        control={form.control}
        name="eventTypes"
        render={({ field, fieldState }) => (
          <EventTypePicker
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldErrorText(t, fieldState.error?.message)}
          />
        )}
      />
      <CheckboxField
        label={t('webhooks.enabled')}
        hint={t(editing ? 'webhooks.enabled_hint_edit' : 'webhooks.enabled_hint')}
        {...form.register('enabled')}
      />
    </>
  );
}
