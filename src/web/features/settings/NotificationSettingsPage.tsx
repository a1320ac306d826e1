import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MODES, type EmailMode, type NotificationSettings } from '../../../shared/notifications.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { errorText } from '../../i18n/errors.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { usePublicConfig } from '../../session/session.js';
import { useNotificationSettings, useSaveNotificationSettings } from '../notifications/index.js';
import { SettingsCard, SettingsHeader } from './SettingsLayout.js';

/** /settings/notifications: per kind, in the app on or off, and e-mail off, at once, daily or weekly. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsHeader title={t('notifications.settings_title')} description={t('notifications.settings_subtitle')} />
      <QueryGate query={query}>{(settings) => <SettingsForm initial={settings} />}</QueryGate>
    </div>
  );
}

// The words of a kind are keyed without dots (i18next reads a dot as nesting).
const keyOf = (kind: string) => kind.replace('.', '_');

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  const { mail } = usePublicConfig();
  const save = useSaveNotificationSettings();
  const [kinds, setKinds] = useState(initial.kinds);
  const change = (index: number, changes: Partial<{ inApp: boolean; email: EmailMode }>) => {
    save.reset();
    setKinds((current) => current.map((item, at) => (at === index ? { ...item, ...changes } : item)));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ kinds });
      }}
    >
      <SettingsCard id="notification-kinds" title={t('notifications.settings_card')}>
        {!mail && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="mail-not-set-up">
            {t('notifications.mail_not_set_up')}
          </p>
        )}
        <ul className="mt-4 divide-y divide-slate-100">
          {kinds.map((item, index) => {
            const id = `notification-${keyOf(item.kind)}`;
            return (
              <li key={item.kind} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p id={`${id}-name`} className="text-sm font-medium text-slate-900">
                    {t(`notifications.kind.${keyOf(item.kind)}`)}
                  </p>
                  <p className="text-sm text-slate-500">{t(`notifications.kind_hint.${keyOf(item.kind)}`)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-4">
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 text-brand-600"
                      checked={item.inApp}
                      onChange={(event) => change(index, { inApp: event.target.checked })}
                      aria-describedby={`${id}-name`}
                    />
                    {t('notifications.in_app')}
                  </label>
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    {t('notifications.email')}
                    <select
                      className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm disabled:bg-slate-50 disabled:text-slate-400"
                      value={item.email}
                      disabled={!mail}
                      onChange={(event) => change(index, { email: event.target.value as EmailMode })}
                      aria-describedby={`${id}-name`}
                      data-testid={`${id}-email`}
                    >
                      {EMAIL_MODES.map((mode) => (
                        <option key={mode} value={mode}>
                          {t(`notifications.email_mode.${mode}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 space-y-3">
          {save.isError && <Alert tone="error">{errorText(t, save.error)}</Alert>}
          {save.isSuccess && <Alert tone="success">{t('notifications.saved')}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" busy={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </div>
      </SettingsCard>
    </form>
  );
}
