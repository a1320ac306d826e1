import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../locations/index.js';
import { useFieldError } from '../designer/use-field-error.js';
import type { QrFormValues } from './qr-form.js';

/** Where the code hangs: its scans count for that location too, from the next scan on. */
export function QrLocationField() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const error = useFieldError('locationId');
  return (
    <Controller
      control={form.control}
      name="locationId"
      render={({ field }) => (
        <LocationPicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
          hint={t('location.picker_qr_hint')}
        />
      )}
    />
  );
}
