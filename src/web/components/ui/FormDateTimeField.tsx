import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../i18n/errors.js';
import { DateTimeField } from './DateTimeField.js';

interface FormDateTimeFieldProps<T extends FieldValues, C, Out extends FieldValues> {
  control: Control<T, C, Out>;
  name: Path<T>;
  label: string;
  partLabels: { date: string; time: string; calendar: string };
}

/** A DateTimeField bound to a react-hook-form field (a datetime-local string), its error translated beside it. */
export function FormDateTimeField<T extends FieldValues, C, Out extends FieldValues>({
  control,
  name,
  label,
  partLabels,
}: FormDateTimeFieldProps<T, C, Out>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          label={label}
          partLabels={partLabels}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldErrorText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
