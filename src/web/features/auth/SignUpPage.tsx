import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signUpSchema } from '../../../shared/account.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { signUp } from '../../session/auth-api.js';
import { AuthLayout } from './AuthLayout.js';
import { BackToSignIn } from './ForgotPasswordPage.js';
import { GoogleButton } from './GoogleButton.js';
import { useAuthForm } from './use-auth-form.js';

export function SignUpPage() {
  const { t } = useTranslation();
  // On a server with mail the account waits for the link mailed to the address (the answer says only that).
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  // An invitation hands over the address it is for.
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const { form, formError, onSubmit, returnTo, hasNext } = useAuthForm(
    signUpSchema,
    { fullName: '', email: typeof handed === 'string' ? handed : '', password: '' },
    signUp,
    (answer, values) => {
      if (!(answer as { confirmEmail?: boolean } | null)?.confirmEmail) return false;
      setMailedTo(values.email);
      return true;
    },
  );
  const { isSubmitting } = form.formState;
  if (mailedTo) {
    return (
      <AuthLayout title={t('auth.sign_up_sent_title')} subtitle={t('auth.sign_up_sent_text', { email: mailedTo })}>
        <p className="mt-2 text-sm text-slate-600">{t('auth.sent_spam')}</p>
        <BackToSignIn />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.sign_up_title')} subtitle={t('auth.sign_up_subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormTextField form={form} name="fullName" label={t('auth.full_name')} autoComplete="name" />
        <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <FormPasswordField form={form} name="password" label={t('auth.password')} purpose="new" />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.sign_up')}
        </Button>
      </form>
      <GoogleButton label={t('auth.google_sign_up')} returnTo={returnTo} />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.have_account')}{' '}
        <Link
          to={hasNext ? `/sign-in?next=${encodeURIComponent(returnTo)}` : '/sign-in'}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.sign_in_link')}
        </Link>
      </p>
    </AuthLayout>
  );
}
