import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WIFI_ENCRYPTIONS } from '../../../../shared/page-content.js';
import type { PageFormValues } from '../content-draft.js';
import { FieldRow, PageCheckbox, PageSelect, PageTextField } from './fields.js';

/** A Wi-Fi page: the network's name, its security and password (the page offers a copy button), and if hidden. */
export function WifiEditor() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const encryption = useWatch({ control: form.control, name: 'content.encryption' });
  return (
    <div className="space-y-5">
      <PageTextField
        path="content.ssid"
        label={t('qr_designer.payload.ssid')}
        hint={t('qr_designer.payload.ssid_hint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FieldRow>
        <PageSelect
          path="content.encryption"
          label={t('qr_designer.payload.security')}
          options={WIFI_ENCRYPTIONS.map((value) => ({ value, label: t(`qr_designer.payload.security_${value}`) }))}
        />
        {encryption !== 'nopass' && (
          <PageTextField
            path="content.password"
            label={t('qr_designer.payload.password')}
            hint={encryption === 'WPA' ? t('qr_designer.payload.password_hint') : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FieldRow>
      <PageCheckbox
        path="content.hidden"
        label={t('qr_designer.payload.hidden')}
        hint={t('qr_designer.payload.hidden_hint')}
      />
    </div>
  );
}
