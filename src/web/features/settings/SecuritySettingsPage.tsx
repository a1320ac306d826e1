import { useTranslation } from 'react-i18next';
import { useMe } from '../../session/session.js';
import { ActiveSessions } from './ActiveSessions.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { DeleteAccountSection } from './DeleteAccountSection.js';
import { SettingsHeader } from './SettingsLayout.js';

/** /settings/security: the password, the signed-in browsers, and deleting the account. */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="max-w-2xl space-y-6">
      <SettingsHeader title={t('settings.security_title')} description={t('settings.security_subtitle')} />
      <ChangePasswordForm me={me} />
      <ActiveSessions />
      <DeleteAccountSection me={me} />
    </div>
  );
}
