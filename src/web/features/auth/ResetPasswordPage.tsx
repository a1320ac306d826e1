import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { newPasswordSchema } from '../../../shared/account.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button, buttonClasses } from '../../components/ui/Button.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { Spinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/errors.js';
import { applyFieldErrors } from '../../kit/field-errors.js';
import { noticeState } from '../../kit/notice.js';
import { schemaResolver } from '../../kit/schema-resolver.js';
import { ApiError } from '../../api/client.js';
import { checkResetLink, resetPassword } from '../../session/password-reset-api.js';
import { AuthLayout } from './AuthLayout.js';
import { BackToSignIn } from './ForgotPasswordPage.js';

const formSchema = z.object({ password: newPasswordSchema });
type FormValues = z.infer<typeof formSchema>;

/**
 * Where a reset link leads (`/reset-password#token`: the token in the fragment reaches no server log and no
 * Referer). The link is checked first, so a used, expired or forged one says so before anyone types a password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = decodeURIComponent(location.hash.slice(1));
  const [linkDied, setLinkDied] = useState(false);
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });
  if (link.isPending) {
    return (
      <AuthLayout title={t('auth.reset_title')} subtitle={t('auth.checking_link')}>
        <Spinner className="mx-auto size-6 text-brand-600" />
      </AuthLayout>
    );
  }
  if (link.error instanceof ApiError && link.error.status !== 410 && link.error.status !== 422) {
    return (
      <AuthLayout title={t('auth.reset_title')} subtitle="">
        <Alert tone="error">{errorText(t, link.error)}</Alert>
        <BackToSignIn />
      </AuthLayout>
    );
  }
  if (link.isError || linkDied) return <LinkProblem />;
  return <NewPasswordForm token={token} email={link.data.email} onLinkDied={() => setLinkDied(true)} />;
}

function NewPasswordForm({ token, email, onLinkDied }: { token: string; email: string; onLinkDied: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: schemaResolver(formSchema), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await resetPassword({ token, password });
      // Every session of the account has ended, this browser's too: forget what was cached for it.
      queryClient.clear();
      navigate('/sign-in', { replace: true, state: { ...noticeState('password_reset'), email } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return onLinkDied();
      if (!applyFieldErrors(error, form.setError, ['password'])) setFormError(errorText(t, error));
    }
  });
  return (
    <AuthLayout title={t('auth.reset_title')} subtitle={t('auth.reset_subtitle', { email })}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        {/* For the password manager: which account the new password belongs to. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <FormPasswordField form={form} name="password" label={t('auth.new_password')} purpose="new" />
        <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
          {t('auth.reset_submit')}
        </Button>
      </form>
      <BackToSignIn />
    </AuthLayout>
  );
}

function LinkProblem() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.link_problem_title')} subtitle={t('auth.link_problem_text')}>
      <Link to="/forgot-password" className={buttonClasses('primary', 'w-full')}>
        {t('auth.link_problem_action')}
      </Link>
      <BackToSignIn />
    </AuthLayout>
  );
}
