import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../../shared/account-security.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.js';
import { errorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useActiveSessions, useSignOutSessions } from './security-api.js';
import { SettingsCard } from './SettingsLayout.js';

const DEVICE_ICONS: Record<ActiveSession['deviceType'], LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  other: MonitorSmartphone,
};

/**
 * The "Active sessions" section of the security settings: every browser signed in to the account, this one
 * first; any other can be signed out, or all of them at once (after a confirmation).
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const sessions = useActiveSessions();
  const signOut = useSignOutSessions();
  const [done, setDone] = useState<string | null>(null);

  const run = async (sessionId?: string) => {
    setDone(null);
    const result = await signOut.mutateAsync(sessionId);
    setDone(
      result && typeof result === 'object' && 'signedOut' in result
        ? t('security.signed_out_others', { count: result.signedOut })
        : t('security.signed_out_one'),
    );
  };

  return (
    <SettingsCard
      id="sessions-title"
      title={t('security.sessions_title')}
      description={t('security.sessions_subtitle')}
    >
      <div className="mt-4 space-y-4">
        {done && <Alert tone="success">{done}</Alert>}
        {signOut.isError && <Alert tone="error">{errorText(t, signOut.error)}</Alert>}
        <QueryGate query={sessions}>
          {({ items }) => {
            const others = items.filter((item) => !item.current);
            return (
              <>
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {items.map((session) => (
                    <SessionRow
                      key={session.id}
                      session={session}
                      busy={signOut.isPending && signOut.variables === session.id}
                      onSignOut={() => void run(session.id).catch(() => undefined)}
                    />
                  ))}
                </ul>
                {others.length > 0 ? (
                  <div className="flex justify-end">
                    <ConfirmDialog
                      trigger={
                        <Button variant="secondary">
                          <LogOut className="size-4" aria-hidden="true" />
                          {t('security.sign_out_others')}
                        </Button>
                      }
                      title={t('security.sign_out_others_title')}
                      description={t('security.sign_out_others_text', { count: others.length })}
                      confirmLabel={t('security.sign_out_others')}
                      onConfirm={() => run()}
                    />
                  </div>
                ) : (
                  <p className="text-sm text-slate-600">{t('security.only_this_device')}</p>
                )}
              </>
            );
          }}
        </QueryGate>
      </div>
    </SettingsCard>
  );
}

function SessionRow({ session, busy, onSignOut }: { session: ActiveSession; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Icon = DEVICE_ICONS[session.deviceType];
  const name =
    session.browser && session.os
      ? t('security.browser_on_os', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('security.unknown_device'));
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
      {/* At least 13rem for the text: on a phone the button moves to a row of its own instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-52">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
          {name}
          {session.current && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {t('security.this_device')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {t('security.session_times', {
            signedIn: format.date(session.signedInAt, { dateStyle: 'medium', timeStyle: 'short' }),
            active: format.date(session.lastActiveAt, { dateStyle: 'medium' }),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="ml-auto px-3 py-1.5"
          busy={busy}
          aria-label={t('security.sign_out_session', { device: name })}
          onClick={onSignOut}
        >
          {t('security.sign_out')}
        </Button>
      )}
    </li>
  );
}
