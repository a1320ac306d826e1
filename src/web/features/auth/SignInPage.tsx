import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInSchema, type SignInInput } from '../../../shared/account.js';
import { applyFieldErrors } from '../../api/form-errors.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { TextField } from '../../components/ui/TextField.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { fetchMe, signIn } from './auth-api.js';
import { AuthLayout } from './AuthLayout.js';
import { GoogleButton } from './GoogleButton.js';
import { meQueryKey, safeReturnPath } from './session.js';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await signIn(input);
      await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
      navigate(returnTo, { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['email', 'password'])) setFormError(errorText(t, error));
    }
  });

  return (
    <AuthLayout title={t('auth.sign_in_title')} subtitle={t('auth.sign_in_subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(t, errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.sign_in')}
        </Button>
      </form>
      <GoogleButton label={t('auth.google_sign_in')} returnTo={returnTo} />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.no_account')}{' '}
        <Link to={`/sign-up${params.get('next') ? `?next=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-brand-700 hover:underline">
          {t('auth.sign_up_link')}
        </Link>
      </p>
    </AuthLayout>
  );
}
