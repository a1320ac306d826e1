import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordInput, type Me } from '../../../shared/account.js';
import { applyFieldErrors } from '../../api/form-errors.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { errorText } from '../../i18n/errors.js';
import { changePassword } from '../auth/auth-api.js';

/**
 * The "Change password" section of the account settings: the current password proves it is the owner; the
 * server signs the account's other devices out and keeps this one. Accounts that only use Google have none.
 */
export function ChangePasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await changePassword(values);
      form.reset({ currentPassword: '', newPassword: '' });
      setResult({ tone: 'success', text: t('settings.password_changed') });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
        setResult({ tone: 'error', text: errorText(t, error) });
      }
    }
  });

  return (
    <section
      aria-labelledby="change-password-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        {t('settings.password_title')}
      </h2>
      {me.hasPassword ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-6">
          <p className="text-sm text-slate-600">{t('settings.password_subtitle')}</p>
          {result && <Alert tone={result.tone}>{result.text}</Alert>}
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
    </section>
  );
}
