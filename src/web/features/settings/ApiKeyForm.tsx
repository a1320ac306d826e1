import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type CreateApiKeyInput } from '../../../shared/api-keys.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ChoiceCards } from '../../components/ui/ChoiceCards.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';

/** A new key: what it is for, and whether it may only read or also change things (never typed in: chosen). */
export function ApiKeyForm({
  form,
  formError,
  onSubmit,
  busy,
}: {
  form: UseFormReturn<CreateApiKeyInput, unknown, CreateApiKeyInput>;
  formError: string | null;
  onSubmit: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="api-key-create-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="api-key-create-title" className="text-base font-semibold text-slate-900">
        {t('api_keys.create_title')}
      </h3>
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label={t('api_keys.name')}
        hint={t('api_keys.name_hint')}
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
      />
      <ChoiceCards
        id="api-key-scope"
        legend={t('api_keys.scope')}
        choices={API_KEY_SCOPES.map((scope) => ({
          value: scope,
          title: t(`api_keys.scope_${scope}`),
          hint: t(`api_keys.scope_${scope}_hint`),
        }))}
        registration={form.register('scope')}
        error={fieldErrorText(t, form.formState.errors.scope?.message)}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {t('api_keys.create')}
        </Button>
      </div>
    </form>
  );
}
