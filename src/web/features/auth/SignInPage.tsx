import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
  const { form, formError, onSubmit, returnTo, hasNext } = useAuthForm(
    signInSchema,
    { email: '', password: '' },
    signIn,
  );
  const { isSubmitting } = form.formState;
  // Google sign-in that did not complete comes back here as ?error=… (a refusal at Google, a stale attempt).
  const [params] = useSearchParams();
  const googleFailed = params.has('error');
  const accountDeleted = useNotice() === 'account_deleted';

  return (
    <AuthLayout title={t('auth.sign_in_title')} subtitle={t('auth.sign_in_subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        {!formError && googleFailed && <Alert tone="error">{t('auth.google_failed')}</Alert>}
        {!formError && accountDeleted && <Alert tone="success">{t('security.account_deleted')}</Alert>}
        <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <FormPasswordField form={form} name="password" label={t('auth.password')} purpose="current" />
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
