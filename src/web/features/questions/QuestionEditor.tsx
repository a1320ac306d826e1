import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/ui/Alert.js';
import { FormActions } from '../../kit/FormActions.js';
import { QuestionFields, type QuestionFormValues } from '../feedback/index.js';

/** The question form of /question/new and /question/{id}/edit: its fields in a card, the error above, the actions. */
export function QuestionEditor<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
  edit,
}: {
  form: UseFormReturn<QuestionFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
  /** Editing a saved question: its form (which stays) and how often it was answered. */
  edit?: { formName: string; answers: number };
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <QuestionFields
          form={form}
          chooseForm
          formLocked={edit !== undefined}
          formName={edit?.formName}
          answers={edit?.answers}
        />
      </div>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
    </form>
  );
}
