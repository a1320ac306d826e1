import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { fieldErrorText } from '../../i18n/errors.js';
import type { SmartFormValues } from './smart-form.js';
import { issueAt, ownIssueAt } from './smart-issues.js';

/**
 * The smart fields of the surrounding form (a FormProvider of the link's or the QR code's form, both of which hold
 * SmartFormValues at their top level): their values, and setters that check again once the form was submitted, so
 * a fixed field's error goes away as it is fixed.
 */
export function useSmartForm() {
  const form = useFormContext<SmartFormValues>();
  const rules = useWatch({ control: form.control, name: 'rules' });
  const split = useWatch({ control: form.control, name: 'split' });
  const set = <K extends keyof SmartFormValues>(name: K, value: SmartFormValues[K]) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return {
    form,
    rules,
    split,
    setRules: (next: SmartFormValues['rules']) => set('rules', next),
    setSplit: (next: SmartFormValues['split']) => set('split', next),
    set,
  };
}

/** The translated error at or below a path of the form (`rules.0.url`, `rules.0.conditions.1`). */
export function useSmartIssue(path: string, own = false): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState();
  return fieldErrorText(t, own ? ownIssueAt(errors, path) : issueAt(errors, path));
}

/** The Intl tag of the interface language (`et` for ee). */
export function useIntlTag(): string {
  const { i18n } = useTranslation();
  return intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
}
