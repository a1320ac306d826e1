import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX, type CreateApiKeyInput } from '../../../shared/api-keys.js';
import type { Role } from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ChoiceCards } from '../../components/ui/ChoiceCards.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';

/**
 * A new key: what it is for, and the role it acts with, at most the creator's own (never typed in: chosen). A key
 * never does more than its creator can do today.
 */
export function ApiKeyForm({
  form,
  formError,
  onSubmit,
  busy,
  roles,
}: {
  form: UseFormReturn<CreateApiKeyInput, unknown, CreateApiKeyInput>;
  formError: string | null;
  onSubmit: () => void;
  busy: boolean;
  /** The roles the person may give a key: theirs and below. */
  roles: readonly Role[];
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
        id="api-key-role"
        legend={t('api_keys.role')}
        choices={roles.map((role) => ({
          value: role,
          title: t(`roles.${role}`),
          hint: t(`api_keys.role_${role}_hint`),
        }))}
        registration={form.register('role')}
        error={fieldErrorText(t, form.formState.errors.role?.message)}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {t('api_keys.create')}
        </Button>
      </div>
    </form>
  );
}
