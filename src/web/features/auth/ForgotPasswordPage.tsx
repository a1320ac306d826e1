import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '../../../shared/password-reset.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { errorText } from '../../i18n/errors.js';
import { applyFieldErrors } from '../../kit/field-errors.js';
import { schemaResolver } from '../../kit/schema-resolver.js';
import { requestPasswordReset } from '../../session/password-reset-api.js';
import { usePublicConfig } from '../../session/session.js';
import { AuthLayout } from './AuthLayout.js';

/**
 * "Forgot password?": the address, then "check your inbox" (said alike whether or not an account uses it). On a
 * server that sends no mail, a form could only fail: the page says to ask the administrator instead.
 */
export function ForgotPasswordPage() {
  const { mail } = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!mail) return <AskAdministrator />;
  if (sentTo) return <CheckInbox email={sentTo} onAgain={() => setSentTo(null)} />;
  return <RequestForm onSent={setSentTo} />;
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  // The sign-in page hands over what was typed there.
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const form = useForm<PasswordResetRequestInput>({
    resolver: schemaResolver(passwordResetRequestSchema),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email);
      onSent(email);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['email'])) setFormError(errorText(t, error));
    }
  });
  return (
    <AuthLayout title={t('auth.forgot_title')} subtitle={t('auth.forgot_subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormTextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
          {t('auth.forgot_send')}
        </Button>
      </form>
      <BackToSignIn />
    </AuthLayout>
  );
}

function CheckInbox({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.sent_title')} subtitle={t('auth.sent_text', { email })}>
      <p className="text-sm text-slate-600">{t('auth.sent_spam')}</p>
      <Button variant="secondary" className="mt-5 w-full" onClick={onAgain}>
        {t('auth.sent_again')}
      </Button>
      <BackToSignIn />
    </AuthLayout>
  );
}

function AskAdministrator() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.no_mail_title')} subtitle={t('auth.no_mail_text')}>
      <p className="text-sm text-slate-600">{t('auth.no_mail_command')}</p>
      <pre className="mt-2 whitespace-pre-wrap break-all rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-800">
        <code>npm run admin -- reset-password you@example.com</code>
      </pre>
      <BackToSignIn />
    </AuthLayout>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="mt-8 text-center text-sm">
      <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
        {t('auth.back_to_sign_in')}
      </Link>
    </p>
  );
}
