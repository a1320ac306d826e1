import { useTranslation } from 'react-i18next';
import { useMe } from '../../session/session.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { SettingsHeader } from './SettingsLayout.js';

/** /settings/security: the password (active sessions and deleting the account join here). */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="max-w-2xl space-y-6">
      <SettingsHeader title={t('settings.security_title')} description={t('settings.security_subtitle')} />
      <ChangePasswordForm me={me} />
    </div>
  );
}
