import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailSchema, fullNameSchema, type Me } from '../../../shared/account.js';
import { LOCALES } from '../../../shared/locales.js';
import { Avatar } from '../../components/Avatar.js';
import { LocaleOptions } from '../../components/LocaleOptions.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { useFormat } from '../../i18n/format.js';
import { changeLocale } from '../../i18n/i18n.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { updateMe } from '../../session/auth-api.js';
import { meQueryKey, useMe } from '../../session/session.js';
import { SettingsHeader } from './SettingsLayout.js';

// The current password is asked for only when the email changes; whether it is right is the server's to say.
const accountFormSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  locale: z.enum(LOCALES),
  currentPassword: z.string(),
});
type AccountForm = z.infer<typeof accountFormSchema>;

/** /settings/account: the profile the sidebar and user menu show, saved for real. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="max-w-2xl">
      <SettingsHeader title={t('settings.account_title')} description={t('settings.account_subtitle')} />
      <AccountForm me={me} />
    </div>
  );
}

function AccountForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [defaultValues] = useState<AccountForm>(() => ({
    fullName: me.fullName,
    email: me.email,
    locale: me.locale ?? (i18n.language as AccountForm['locale']),
    currentPassword: '',
  }));
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: accountFormSchema,
    defaultValues,
    submit: ({ currentPassword, email, ...values }) => {
      setSaved(false);
      return updateMe({ ...values, ...(email !== me.email ? { email, currentPassword } : {}) });
    },
    onSuccess: async (updated, values) => {
      queryClient.setQueryData(meQueryKey, updated);
      form.reset({ fullName: updated.fullName, email: updated.email, locale: values.locale, currentPassword: '' });
      if (values.locale !== i18n.language) await changeLocale(values.locale);
      setSaved(true);
    },
  });
  const emailChanged = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== me.email;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('settings.account_title')}
      className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <Avatar name={me.fullName} url={me.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{me.fullName}</p>
          <p className="text-sm text-slate-500">{t('settings.member_since', { date: format.date(me.createdAt) })}</p>
        </div>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && !formError && <Alert tone="success">{t('settings.saved')}</Alert>}
      <FormTextField form={form} name="fullName" label={t('auth.full_name')} autoComplete="name" />
      <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
      {emailChanged && me.hasPassword && (
        <FormPasswordField
          form={form}
          name="currentPassword"
          label={t('settings.current_password')}
          purpose="current"
          hint={t('settings.current_password_for_email')}
        />
      )}
      <div>
        <label htmlFor="account-locale" className="block text-sm font-medium text-slate-700">
          {t('language.label')}
        </label>
        <select
          id="account-locale"
          {...form.register('locale')}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm focus:border-brand-500"
        >
          <LocaleOptions />
        </select>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} disabled={!form.formState.isDirty}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
