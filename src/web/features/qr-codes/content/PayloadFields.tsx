import type { InputHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, WIFI_SECURITY, type StaticKind } from '../../../../shared/qr-payloads.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { TextAreaField } from '../../../components/ui/TextAreaField.js';
import { TextField } from '../../../components/ui/TextField.js';
import { fieldErrorText } from '../../../i18n/errors.js';
import { useFieldError, useFieldIssue } from '../designer/use-field-error.js';
import type { PayloadDraft } from './payload-draft.js';
import type { QrFormValues } from './qr-form.js';

type TextPayloadField = Exclude<keyof PayloadDraft, 'security' | 'hidden'>;

/** The fields with a line of help under them (`qr_designer.payload.<field>_hint`). */
const HINTED: ReadonlySet<TextPayloadField> = new Set(['url', 'phone', 'ssid', 'password', 'text']);

/**
 * What a static code carries, with the fields of its kind (shared/qr-payloads.ts): checked as the server checks them.
 */
export function PayloadFields({ kind }: { kind: StaticKind }) {
  switch (kind) {
    case 'url':
      return (
        <PayloadText
          field="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.com"
        />
      );
    case 'text':
      return <PayloadArea field="text" rows={5} maxLength={TEXT_MAX} />;
    case 'email':
      return (
        <div className="space-y-4">
          <PayloadText field="to" type="email" inputMode="email" autoComplete="off" spellCheck={false} />
          <PayloadText field="subject" autoComplete="off" />
          <PayloadArea field="body" rows={4} maxLength={TEXT_MAX} />
        </div>
      );
    case 'sms':
      return (
        <div className="space-y-4">
          <PayloadText field="phone" type="tel" inputMode="tel" autoComplete="off" />
          <PayloadArea field="message" rows={4} maxLength={TEXT_MAX} />
        </div>
      );
    case 'phone':
      return <PayloadText field="phone" type="tel" inputMode="tel" autoComplete="off" />;
    case 'wifi':
      return <WifiFields />;
    case 'vcard':
      return <VcardFields />;
  }
}

function PayloadText({ field, ...rest }: { field: TextPayloadField } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const issue = useFieldIssue(`payload.${field}`, 'touched');
  // A WPA password that is too short says how long it must be.
  const error =
    field === 'password' && issue === 'too_short'
      ? t('qr_designer.payload.password_too_short')
      : fieldErrorText(t, issue);
  return (
    <TextField
      label={t(`qr_designer.payload.${field}`)}
      hint={HINTED.has(field) ? t(`qr_designer.payload.${field}_hint`) : undefined}
      error={error}
      {...rest}
      {...form.register(`payload.${field}`)}
    />
  );
}

function PayloadArea({ field, rows, maxLength }: { field: TextPayloadField; rows: number; maxLength: number }) {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const error = useFieldError(`payload.${field}`, 'touched');
  return (
    <TextAreaField
      label={t(`qr_designer.payload.${field}`)}
      hint={HINTED.has(field) ? t(`qr_designer.payload.${field}_hint`, { max: maxLength }) : undefined}
      rows={rows}
      maxLength={maxLength}
      error={error}
      {...form.register(`payload.${field}`)}
    />
  );
}

function WifiFields() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const security = useWatch({ control: form.control, name: 'payload.security' });
  const securityError = useFieldError('payload.security');
  return (
    <div className="space-y-4">
      <PayloadText field="ssid" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={32} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="qr-wifi-security" className="block text-sm font-medium text-slate-700">
            {t('qr_designer.payload.security')}
          </label>
          <select
            id="qr-wifi-security"
            aria-invalid={securityError ? true : undefined}
            aria-describedby={securityError ? 'qr-wifi-security-error' : undefined}
            className={controlClass(securityError)}
            {...form.register('payload.security')}
          >
            {WIFI_SECURITY.map((option) => (
              <option key={option} value={option}>
                {t(`qr_designer.payload.security_${option}`)}
              </option>
            ))}
          </select>
          {securityError && (
            <p id="qr-wifi-security-error" className="mt-1.5 text-sm text-red-600">
              {securityError}
            </p>
          )}
        </div>
        {security !== 'nopass' && (
          <PayloadText field="password" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={63} />
        )}
      </div>
      <CheckboxField
        label={t('qr_designer.payload.hidden')}
        hint={t('qr_designer.payload.hidden_hint')}
        {...form.register('payload.hidden')}
      />
    </div>
  );
}

function VcardFields() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="hint-text text-sm text-slate-600">{t('qr_designer.payload.vcard_intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PayloadText field="firstName" autoComplete="off" />
        <PayloadText field="lastName" autoComplete="off" />
        <PayloadText field="organization" autoComplete="off" />
        <PayloadText field="title" autoComplete="off" />
        <PayloadText field="phone" type="tel" inputMode="tel" autoComplete="off" />
        <PayloadText field="mobile" type="tel" inputMode="tel" autoComplete="off" />
        <PayloadText field="email" type="email" inputMode="email" autoComplete="off" spellCheck={false} />
        <PayloadText
          field="website"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.com"
        />
        <PayloadText field="street" autoComplete="off" className="sm:col-span-2" />
        <PayloadText field="city" autoComplete="off" />
        <PayloadText field="postalCode" autoComplete="off" />
        <PayloadText field="country" autoComplete="off" className="sm:col-span-2" />
      </div>
      <PayloadArea field="note" rows={3} maxLength={TEXT_MAX} />
    </div>
  );
}
