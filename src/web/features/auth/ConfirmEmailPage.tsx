import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button, buttonClasses } from '../../components/ui/Button.js';
import { errorText } from '../../i18n/errors.js';
import { confirmEmailChange } from '../../session/password-reset-api.js';
import { pendingInvitation } from '../../session/pending-invitation.js';
import { meQueryKey } from '../../session/session.js';
import { AuthLayout } from './AuthLayout.js';

/**
 * Where the link mailed to a new address leads (`/confirm-email#token`). It asks for a press rather than confirming
 * on arrival: mail scanners open links, and a scanner must not be the one to confirm.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = decodeURIComponent(location.hash.slice(1));
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  if (confirm.isSuccess) {
    return (
      <AuthLayout
        title={t('auth.confirm_email_title')}
        subtitle={t('auth.confirm_email_done', { email: confirm.data.email })}
      >
        {/* A new account made for an invitation goes on to accept it (the link may have opened in another tab). */}
        <Link to={pendingInvitation() ? '/invitation' : '/'} className={buttonClasses('primary', 'w-full')}>
          {t('auth.confirm_email_continue')}
        </Link>
      </AuthLayout>
    );
  }
  const linkDead = confirm.error instanceof ApiError && (confirm.error.status === 410 || confirm.error.status === 422);
  if (linkDead || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return (
      <AuthLayout title={t('auth.link_problem_title')} subtitle={t('auth.confirm_email_problem')}>
        <Link to="/settings/account" className={buttonClasses('primary', 'w-full')}>
          {t('settings.account_title')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.confirm_email_title')} subtitle={t('auth.confirm_email_text')}>
      {confirm.error && <Alert tone="error">{errorText(t, confirm.error)}</Alert>}
      <Button className="mt-4 w-full" busy={confirm.isPending} onClick={() => confirm.mutate()}>
        {t('auth.confirm_email_action')}
      </Button>
    </AuthLayout>
  );
}
