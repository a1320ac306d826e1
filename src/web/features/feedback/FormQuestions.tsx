import { ListPlus, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONS_MAX, type FeedbackFormDetail } from '../../../shared/feedback.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { AddQuestionPanel } from './AddQuestionPanel.js';
import { QuestionList } from './QuestionList.js';
import { useCan } from '../../session/use-can.js';

/** The form's questions: the ordered list, and adding one in place (open at once while there is none). */
export function FormQuestions({ form }: { form: FeedbackFormDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useCan('edit');
  const [adding, setAdding] = useState(form.questions.length === 0 && canEdit);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = form.questions.length >= QUESTIONS_MAX;

  return (
    <section aria-labelledby="form-questions" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="form-questions" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('feedback.questions')}{' '}
          <span className="text-base font-normal text-slate-500 tabular-nums">
            ({format.number(form.questions.length)})
          </span>
        </h2>
        {!adding && canEdit && (
          <button
            ref={addButton}
            type="button"
            className={buttonClasses()}
            onClick={() => setAdding(true)}
            disabled={full}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('question.add')}
          </button>
        )}
      </div>
      {full && canEdit && <p className="text-sm text-slate-600">{t('field_errors.questions_too_many')}</p>}
      {form.questions.length === 0 ? (
        <div className="flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          <ListPlus className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-slate-900">{t('feedback.no_questions_title')}</p>
            <p className="mt-0.5">{t('feedback.no_questions_text')}</p>
          </div>
        </div>
      ) : (
        <QuestionList form={form} onListChanged={() => heading.current?.focus()} />
      )}
      {adding && !full && (
        <AddQuestionPanel
          form={form}
          onClose={() => {
            setAdding(false);
            // Back to where the person came from: the button that opened the panel.
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      )}
    </section>
  );
}
