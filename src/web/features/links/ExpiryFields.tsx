import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import type { LinkFormValues } from './link-form-schema.js';

/** An optional end of life, in the viewer's own time, and where visitors go after it. */
export function ExpiryFields<Out extends FieldValues>({ form }: { form: UseFormReturn<LinkFormValues, unknown, Out> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        form={form}
        name="expiresAt"
        type="datetime-local"
        label={t('link.expires_at')}
        hint={t('link.expires_hint', { zone: viewerTimeZone() })}
      />
      <FormTextField
        form={form}
        name="fallbackUrl"
        label={t('link.fallback_url')}
        hint={t('link.fallback_hint')}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
      />
    </div>
  );
}
