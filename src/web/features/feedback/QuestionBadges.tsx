import { useTranslation } from 'react-i18next';
import type { QuestionType } from '../../../shared/feedback.js';

/** "Required" or "Optional", as every list of questions marks them (docs/product.md, Feedback forms). */
export function RequiredBadge({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        required ? 'bg-amber-50 text-amber-800 ring-1 ring-amber-200' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {required ? t('question.required') : t('question.optional')}
    </span>
  );
}

/** The question's type in words, in the interface language. */
export function TypeLabel({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      {t(`question_type.${type}`)}
    </span>
  );
}
