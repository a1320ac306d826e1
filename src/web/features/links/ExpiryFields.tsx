import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/ui/DateTimeField.js';
import { formatDayText, formatTimeText } from '../../components/ui/date-time-text.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import type { LinkFormValues } from './link-form-schema.js';

/** An optional end of life, in the viewer's own time and the interface language's format, and where visitors go after it. */
export function ExpiryFields<Out extends FieldValues>({ form }: { form: UseFormReturn<LinkFormValues, unknown, Out> }) {
  const { t, i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  const example = {
    date: formatDayText(tag, { year: new Date().getFullYear() + 1, month: 12, day: 31 }),
    time: formatTimeText(tag, { hour: 18, minute: 30 }),
  };
  return (
    <div className="space-y-5">
      <Controller
        control={form.control}
        name="expiresAt"
        render={({ field, fieldState }) => (
          <DateTimeField
            label={t('link.expires_at')}
            partLabels={{ date: t('link.expiry_date'), time: t('link.expiry_time'), calendar: t('link.pick_date') }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldErrorText(t, fieldState.error?.message)}
            hint={`${t('link.expires_hint', { zone: viewerTimeZone() })} ${t('link.expires_example', example)}`}
          />
        )}
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
