import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/workspaces.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';

/**
 * A role to give, among `roles`, with what the chosen one may do as its hint (or the error instead). The invitation
 * and the API key forms use it.
 */
export function RoleSelect({
  id,
  label,
  roles,
  value,
  error,
  ref,
  ...rest
}: {
  id: string;
  label: string;
  roles: readonly Role[];
  value: Role;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'id'>) {
  const { t } = useTranslation();
  return (
    <FieldFrame inputId={id} label={label} error={error} hint={t(`roles.${value}_hint`)}>
      {(describedBy) => (
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...rest}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
