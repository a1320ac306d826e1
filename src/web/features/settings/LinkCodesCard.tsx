import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { Spinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/errors.js';
import { useCan } from '../../session/use-can.js';
import { clashingCodes, useLinkSettings, useSaveLinkSettings } from './link-settings-api.js';
import { SettingsCard } from './SettingsLayout.js';

// A refusal names at most this many of the codes in the way; the rest are counted.
const CODES_SHOWN = 5;

/**
 * Whether link codes answer in any case (`/r/SPRING-menu` opens `spring-menu`), as QR codes always do: a switch that
 * saves at once. Turning it on is refused while two codes differ only by case; the refusal names them, so they can be
 * renamed first. Everyone sees the setting; admins and owners change it.
 */
export function LinkCodesCard() {
  const { t } = useTranslation();
  const id = useId();
  const canChange = useCan('manage_workspace');
  const settings = useLinkSettings();
  const save = useSaveLinkSettings();
  const on = settings.data?.linkCodesIgnoreCase ?? false;
  const clashes = clashingCodes(save.error);

  return (
    <SettingsCard id="workspace-link-codes-title" title={t('workspace_settings.link_codes_title')}>
      <div className="mt-4 flex items-start gap-3">
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={on}
            disabled={!canChange || !settings.data || save.isPending}
            aria-describedby={`${id}-note`}
            onChange={(event) => save.mutate({ linkCodesIgnoreCase: event.target.checked })}
            className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        <div className="min-w-0">
          <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
            {t('workspace_settings.link_codes_ignore_case')}
            {save.isPending && <Spinner className="size-4 text-brand-600" />}
          </label>
          <p id={`${id}-note`} className="mt-0.5 text-sm text-slate-600">
            {t('workspace_settings.link_codes_ignore_case_hint')}
          </p>
          {!canChange && (
            <p className="mt-2 text-sm text-slate-600">{t('workspace_settings.link_codes_admins_only')}</p>
          )}
        </div>
      </div>
      <div className="mt-4 empty:hidden">
        {settings.isError && <Alert tone="error">{errorText(t, settings.error)}</Alert>}
        {clashes ? (
          <Alert tone="error">
            {t('workspace_settings.link_codes_clash')}
            {clashes.length > 0 && (
              // Each code whole on a line where it fits: a code cut in two is hard to find again.
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 font-mono">
                {clashes.slice(0, CODES_SHOWN).map((code) => (
                  <li key={code} className="break-all">
                    {code}
                  </li>
                ))}
                {clashes.length > CODES_SHOWN && <li>+{clashes.length - CODES_SHOWN}</li>}
              </ul>
            )}
          </Alert>
        ) : save.isError ? (
          <Alert tone="error">{errorText(t, save.error)}</Alert>
        ) : save.isSuccess ? (
          <Alert tone="success">
            {on ? t('workspace_settings.link_codes_saved_on') : t('workspace_settings.link_codes_saved_off')}
          </Alert>
        ) : null}
      </div>
    </SettingsCard>
  );
}
