import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { signInSchema } from '../../../shared/account.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { useNotice } from '../../kit/notice.js';
import { signIn } from '../../session/auth-api.js';
import { AuthLayout } from './AuthLayout.js';
import { GoogleButton } from './GoogleButton.js';
import { useAuthForm } from './use-auth-form.js';

export function SignInPage() {
  const { t } = useTranslation();
  // After a password reset the address comes along, so only the new password is left to type.
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const { form, formError, onSubmit, returnTo, hasNext } = useAuthForm(
    signInSchema,
    { email: typeof handed === 'string' ? handed : '', password: '' },
    signIn,
  );
  const { isSubmitting } = form.formState;
  // Google sign-in that did not complete comes back here as ?error=… (a refusal at Google, a stale attempt).
  const [params] = useSearchParams();
  const googleFailed = params.has('error');
  const notice = useNotice();

  return (
    <AuthLayout title={t('auth.sign_in_title')} subtitle={t('auth.sign_in_subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        {!formError && googleFailed && <Alert tone="error">{t('auth.google_failed')}</Alert>}
        {!formError && notice === 'account_deleted' && <Alert tone="success">{t('security.account_deleted')}</Alert>}
        {!formError && notice === 'password_reset' && <Alert tone="success">{t('auth.password_reset_done')}</Alert>}
        <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <div>
          <FormPasswordField form={form} name="password" label={t('auth.password')} purpose="current" />
          <p className="mt-2 text-right text-sm">
            <Link
              to="/forgot-password"
              state={{ email: form.watch('email') }}
              className="font-medium text-brand-700 hover:underline"
            >
              {t('auth.forgot_link')}
            </Link>
          </p>
        </div>
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.sign_in')}
        </Button>
      </form>
      <GoogleButton label={t('auth.google_sign_in')} returnTo={returnTo} />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.no_account')}{' '}
        <Link
          to={hasNext ? `/sign-up?next=${encodeURIComponent(returnTo)}` : '/sign-up'}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.sign_up_link')}
        </Link>
      </p>
    </AuthLayout>
  );
}
