import { Eye, EyeOff, LockKeyhole, LockKeyholeOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LINK_PASSWORD_MAX, LINK_PASSWORD_MIN } from '../../../shared/smart-links.js';
import { Button } from '../../components/ui/Button.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { readFieldMessage } from '../../i18n/field-message.js';
import type { SmartFormValues } from './smart-form.js';
import { issueAt } from './smart-issues.js';
import { useSmartForm } from './use-smart-form.js';

/**
 * A password visitors enter before they are sent on: set, changed or removed. A saved one is never shown (the
 * server keeps only its hash), only that there is one: `protectedNow` is the saved link's or code's state.
 */
export function PasswordSetting({ protectedNow }: { protectedNow: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, set } = useSmartForm();
  const mode = useWatch({ control: form.control, name: 'passwordMode' });
  const { errors } = useFormState<SmartFormValues>();
  const [shown, setShown] = useState(false);
  const error = passwordErrorText(t, issueAt(errors, 'password'));

  const choose = (next: SmartFormValues['passwordMode']) => {
    set('passwordMode', next);
    if (next !== 'set') set('password', '');
    if (next === 'set') requestAnimationFrame(() => document.getElementById(`${id}-input`)?.focus());
  };

  return (
    <fieldset className="space-y-3" data-testid="password-setting">
      <legend className="text-sm font-medium text-slate-700">{t('smart.password.label')}</legend>
      {protectedNow && mode === 'unchanged' && (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
          {t('smart.password.protected')}
        </p>
      )}
      {mode === 'remove' && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <LockKeyholeOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{t('smart.password.removed_on_save')}</span>
        </p>
      )}
      {!protectedNow && mode === 'unchanged' && (
        <p className="hint-text text-sm text-slate-500">{t('smart.password.none')}</p>
      )}
      {mode === 'set' && (
        <div>
          <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-700">
            {t(protectedNow ? 'smart.password.new' : 'smart.password.choose')}
          </label>
          <div className="flex items-start gap-2">
            <input
              id={`${id}-input`}
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              maxLength={LINK_PASSWORD_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-note`}
              className={`${controlClass(error)} min-w-0 flex-1`}
              {...form.register('password')}
            />
            <button
              type="button"
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
              className="mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 aria-pressed:bg-slate-100"
              title={t('smart.password.show')}
            >
              {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              <span className="sr-only">{t('smart.password.show')}</span>
            </button>
          </div>
          <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
            {error ?? t('smart.password.hint', { min: LINK_PASSWORD_MIN })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {mode === 'unchanged' && (
          <Button variant="secondary" onClick={() => choose('set')}>
            <LockKeyhole className="size-4" aria-hidden="true" />
            {t(protectedNow ? 'smart.password.change' : 'smart.password.add')}
          </Button>
        )}
        {mode === 'unchanged' && protectedNow && (
          <Button variant="secondary" onClick={() => choose('remove')}>
            <LockKeyholeOpen className="size-4" aria-hidden="true" />
            {t('smart.password.remove')}
          </Button>
        )}
        {mode !== 'unchanged' && (
          <Button variant="ghost" onClick={() => choose('unchanged')}>
            {t(protectedNow ? 'smart.password.keep' : 'smart.password.cancel')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/**
 * A password issue in words: too short names this password's own minimum (the account password's, which the
 * general text names, is longer).
 */
function passwordErrorText(t: Parameters<typeof fieldErrorText>[0], message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (readFieldMessage(message).code === 'password_too_short') {
    return t('smart.password.too_short', { min: LINK_PASSWORD_MIN });
  }
  return fieldErrorText(t, message);
}
