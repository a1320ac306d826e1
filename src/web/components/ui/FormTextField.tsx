import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../i18n/errors.js';
import { TextField } from './TextField.js';

export type FormTextFieldProps<T extends FieldValues, C, Out extends FieldValues> = {
  form: UseFormReturn<T, C, Out>;
  name: Path<T>;
} & Omit<ComponentProps<typeof TextField>, 'error' | 'name' | 'form'>;

/** A TextField bound to a react-hook-form field, with its error (client or server) translated beside it. */
export function FormTextField<T extends FieldValues, C, Out extends FieldValues>({
  form,
  name,
  ...rest
}: FormTextFieldProps<T, C, Out>) {
  const { t } = useTranslation();
  const issue = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
  return <TextField {...rest} error={fieldErrorText(t, issue?.message)} {...form.register(name)} />;
}
