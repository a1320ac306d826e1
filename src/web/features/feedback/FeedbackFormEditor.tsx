import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORM_DESCRIPTION_MAX, FORM_NAME_MAX } from '../../../shared/feedback.js';
import { Alert } from '../../components/ui/Alert.js';
import { CheckboxField } from '../../components/ui/CheckboxField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { TextAreaField } from '../../components/ui/TextAreaField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { FormActions } from '../../kit/FormActions.js';
import type { FeedbackFormValues } from './feedback-form-schema.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A form's settings, shared by /feedback/new and /feedback/{id}/edit: name, description, and who may answer. */
export function FeedbackFormEditor<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
}: {
  form: UseFormReturn<FeedbackFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <section className={sectionClass} aria-labelledby="feedback-basics">
        <h2 id="feedback-basics" className="text-base font-semibold text-slate-900">
          {t('feedback.section_basics')}
        </h2>
        <FormTextField
          form={form}
          name="name"
          label={t('feedback.name')}
          hint={t('feedback.name_hint')}
          maxLength={FORM_NAME_MAX}
          autoComplete="off"
        />
        <TextAreaField
          label={t('feedback.description')}
          hint={t('feedback.description_hint')}
          rows={3}
          maxLength={FORM_DESCRIPTION_MAX}
          error={fieldErrorText(t, form.formState.errors.description?.message)}
          {...form.register('description')}
        />
      </section>
      <section className={sectionClass} aria-labelledby="feedback-answers">
        <h2 id="feedback-answers" className="text-base font-semibold text-slate-900">
          {t('feedback.section_responses')}
        </h2>
        <CheckboxField
          label={t('feedback.accepting')}
          hint={t('feedback.accepting_hint')}
          {...form.register('accepting')}
        />
        <CheckboxField
          label={t('feedback.once_per_day')}
          hint={t('feedback.once_per_day_hint')}
          {...form.register('oncePerVisitorPerDay')}
        />
      </section>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
    </form>
  );
}
