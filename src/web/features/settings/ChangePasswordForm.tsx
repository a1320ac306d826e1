import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordInput, type Me } from '../../../shared/account.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { changePassword } from '../../session/auth-api.js';
import { SettingsCard } from './SettingsLayout.js';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/**
 * The "Change password" section of the security settings: the current password proves it is the owner; the
 * server signs the account's other devices out and keeps this one. Accounts that only use Google have none.
 */
export function ChangePasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    submit: (values) => {
      setChanged(false);
      return changePassword(values);
    },
    onSuccess: () => {
      form.reset(EMPTY);
      setChanged(true);
    },
  });

  return (
    <SettingsCard id="change-password-title" title={t('settings.password_title')}>
      {me.hasPassword ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-6">
          <p className="text-sm text-slate-600">{t('settings.password_subtitle')}</p>
          {formError && <Alert tone="error">{formError}</Alert>}
          {changed && !formError && <Alert tone="success">{t('settings.password_changed')}</Alert>}
          <FormPasswordField
            form={form}
            name="currentPassword"
            label={t('settings.current_password')}
            purpose="current"
          />
          <FormPasswordField form={form} name="newPassword" label={t('settings.new_password')} purpose="new" />
          <div className="flex justify-end">
            <Button type="submit" busy={isSubmitting}>
              {t('settings.change_password')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('settings.password_google_only')}</p>
      )}
    </SettingsCard>
  );
}
