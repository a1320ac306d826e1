import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../shared/account.js';
import { FormTextField, type FormTextFieldProps } from './FormTextField.js';

type FormPasswordFieldProps<T extends FieldValues, C, Out extends FieldValues> = Omit<
  FormTextFieldProps<T, C, Out>,
  'type' | 'autoComplete'
> & {
  /** `current`: the password manager fills it in; `new`: it may suggest one, and the minimum length is shown. */
  purpose: 'current' | 'new';
};

/** A password field of a form, the same on sign-in, sign-up and the account settings. */
export function FormPasswordField<T extends FieldValues, C, Out extends FieldValues>({
  purpose,
  hint,
  ...rest
}: FormPasswordFieldProps<T, C, Out>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...rest}
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      hint={hint ?? (purpose === 'new' ? t('auth.password_hint', { min: PASSWORD_MIN }) : undefined)}
    />
  );
}
