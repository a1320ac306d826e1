import { useId, type RefCallback } from 'react';
import { useWatch, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isChoiceType,
  OPTIONS_MIN,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionType,
} from '../../../shared/feedback.js';
import { CheckboxField } from '../../components/ui/CheckboxField.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';
import { TextAreaField } from '../../components/ui/TextAreaField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { useAllForms } from './form-queries.js';
import { OptionsEditor } from './OptionsEditor.js';
import type { QuestionFormValues } from './question-form-schema.js';

/**
 * A question's fields, shared by /question/new, /question/{id}/edit and the form page's inline "add question": the
 * form it belongs to (a select, left out where the form is given), its text, its type (a select, never free text),
 * whether it must be answered (a checkbox), and the options of a choice question.
 */
export function QuestionFields<Out extends FieldValues>({
  form,
  chooseForm,
  formLocked = false,
  formName,
  answers = 0,
}: {
  form: UseFormReturn<QuestionFormValues, unknown, Out>;
  /** Offer the select of the workspace's forms. */
  chooseForm: boolean;
  /** Edit: a question stays in its form (it moves by deleting and adding it), so the select only shows it. */
  formLocked?: boolean;
  /** The name of the form the question is in, when known (edit): shown before the list of forms arrives. */
  formName?: string;
  /** Edit: how many responses answered it; its type can then no longer change. */
  answers?: number;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const type = useWatch({ control: form.control, name: 'type' });
  const options = useWatch({ control: form.control, name: 'options' });
  const optionsError = errors.options as (FieldError & Record<number, FieldError | undefined>) | undefined;

  const changeType = (next: QuestionType) => {
    form.setValue('type', next, { shouldDirty: true });
    // A new choice question starts with the two options it needs at least, ready to fill in.
    if (isChoiceType(next) && options.length < OPTIONS_MIN) {
      form.setValue('options', [...options, ...Array<string>(OPTIONS_MIN - options.length).fill('')], {
        shouldDirty: true,
      });
    }
  };

  return (
    <div className="space-y-5">
      {chooseForm && <FormSelect form={form} locked={formLocked} knownName={formName} />}
      <TextAreaField
        label={t('question.text')}
        hint={t('question.text_hint')}
        rows={2}
        maxLength={QUESTION_TEXT_MAX}
        error={fieldErrorText(t, errors.text?.message)}
        {...form.register('text')}
      />
      <TypeSelect
        selectRef={form.register('type').ref}
        value={type}
        onChange={changeType}
        error={fieldErrorText(t, errors.type?.message)}
        hint={answers > 0 ? t('question.type_locked', { number: answers }) : t(`question.type_hint.${type}`)}
      />
      {isChoiceType(type) && (
        <OptionsEditor
          options={options}
          onChange={(next) => form.setValue('options', next, { shouldDirty: true })}
          error={fieldErrorText(t, optionsError?.message)}
          optionErrors={options.map((_, index) => fieldErrorText(t, optionsError?.[index]?.message))}
        />
      )}
      <CheckboxField
        label={t('question.required_label')}
        hint={t('question.required_hint')}
        {...form.register('required')}
      />
    </div>
  );
}

function TypeSelect({
  selectRef,
  value,
  onChange,
  error,
  hint,
}: {
  /** react-hook-form's handle, so a refused type (answered already) gets the focus with its error. */
  selectRef: RefCallback<HTMLSelectElement>;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
  error?: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame inputId={id} label={t('question.type')} error={error} hint={hint}>
      {(describedBy) => (
        <select
          ref={selectRef}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as QuestionType)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`question_type.${type}`)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The workspace's forms, newest first; a new question must choose one. */
function FormSelect<Out extends FieldValues>({
  form,
  locked,
  knownName,
}: {
  form: UseFormReturn<QuestionFormValues, unknown, Out>;
  locked: boolean;
  knownName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const forms = useAllForms();
  const chosen = useWatch({ control: form.control, name: 'feedbackId' });
  const error = fieldErrorText(t, form.formState.errors.feedbackId?.message);
  const list = forms.data ?? [];
  const none = list.length === 0 && forms.isSuccess && !chosen;
  return (
    <div>
      <FieldFrame
        inputId={id}
        label={t('question.form')}
        error={error ?? (forms.isError ? t('question.forms_failed') : undefined)}
        hint={locked ? t('question.form_locked') : none ? t('question.no_forms') : undefined}
      >
        {(describedBy) => (
          <select
            id={id}
            disabled={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass(error)} disabled:bg-slate-50 disabled:text-slate-600`}
            {...form.register('feedbackId')}
            value={chosen}
          >
            <option value="">{forms.isPending ? t('common.loading') : t('question.choose_form')}</option>
            {/* The chosen form is listed even before (or without) the list that holds it. */}
            {chosen && !list.some((item) => item.id === chosen) && (
              <option value={chosen}>
                {knownName ?? (forms.isPending ? t('common.loading') : t('question.form_missing'))}
              </option>
            )}
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {none && (
        <Link
          to="/feedback/new"
          className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('question.create_form')}
        </Link>
      )}
    </div>
  );
}
