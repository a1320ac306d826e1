import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailSchema, fullNameSchema, timeZoneSchema, type Me } from '../../../shared/account.js';
import { countrySchema, phoneSchema } from '../../../shared/billing.js';
import { LOCALES } from '../../../shared/locales.js';
import { LocaleOptions } from '../../components/LocaleOptions.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { changeLocale } from '../../i18n/i18n.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { updateMe } from '../../session/auth-api.js';
import { browserTimeZone } from '../../session/browser-time-zone.js';
import { meQueryKey, useMe } from '../../session/session.js';
import { AvatarPicker } from './AvatarPicker.js';
import { CountrySelect } from './CountrySelect.js';
import { SettingsHeader } from './SettingsLayout.js';
import { TimeZoneField } from './TimeZoneField.js';

// The shared rules of the profile (phone and country are the billing form's); the current password is asked for only
// when the email changes, and whether it is right is the server's to say.
const accountFormSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  country: countrySchema,
  timeZone: timeZoneSchema,
  locale: z.enum(LOCALES),
  currentPassword: z.string(),
});
type AccountForm = z.input<typeof accountFormSchema>;

/** /settings/account: the picture and profile the sidebar and user menu show, saved for real. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="max-w-2xl">
      <SettingsHeader title={t('settings.account_title')} description={t('settings.account_subtitle')} />
      <div className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <AvatarPicker me={me} />
        <AccountForm me={me} />
      </div>
    </div>
  );
}

// What the form holds for a profile: text as typed ('' for none), the zone of this browser while the account has none.
const toForm = (me: Me, locale: AccountForm['locale']): AccountForm => ({
  fullName: me.fullName,
  email: me.email,
  phone: me.phone ?? '',
  country: me.country ?? '',
  timeZone: me.timeZone ?? browserTimeZone() ?? 'UTC',
  locale,
  currentPassword: '',
});

function AccountForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [defaultValues] = useState<AccountForm>(() =>
    toForm(me, me.locale ?? (i18n.language as AccountForm['locale'])),
  );
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: accountFormSchema,
    defaultValues,
    submit: ({ currentPassword, email, ...values }) => {
      setSaved(false);
      return updateMe({ ...values, ...(email !== me.email ? { email, currentPassword } : {}) });
    },
    onSuccess: async (updated, values) => {
      queryClient.setQueryData(meQueryKey, updated);
      form.reset(toForm(updated, values.locale));
      if (values.locale !== i18n.language) await changeLocale(values.locale);
      setSaved(true);
    },
  });
  const emailChanged = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== me.email;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const timeZoneError = fieldErrorText(t, form.formState.errors.timeZone?.message);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.account_title')} className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && !formError && <Alert tone="success">{t('settings.saved')}</Alert>}
      <FormTextField form={form} name="fullName" label={t('auth.full_name')} autoComplete="name" />
      <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
      {me.pendingEmail && !emailChanged && (
        <p
          role="status"
          className="-mt-3 break-words rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('settings.email_pending', { email: me.pendingEmail, current: me.email })}
        </p>
      )}
      {emailChanged && me.hasPassword && (
        <FormPasswordField
          form={form}
          name="currentPassword"
          label={t('settings.current_password')}
          purpose="current"
          hint={t('settings.current_password_for_email')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="phone"
          label={t('billing.phone')}
          hint={t('billing.phone_hint')}
          type="tel"
          autoComplete="tel"
        />
        <CountrySelect form={form} name="country" id="account-country" label={t('billing.country')} />
      </div>
      <TimeZoneField
        zone={timeZone}
        registration={form.register('timeZone')}
        error={timeZoneError}
        onUseDevice={(zone) => form.setValue('timeZone', zone, { shouldDirty: true, shouldValidate: true })}
      />
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
