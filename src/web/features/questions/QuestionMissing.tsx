import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A question that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function QuestionMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MessageCircleQuestion}
      title={t('question.missing_title')}
      action={
        <ButtonLink to="/questions" variant="secondary">
          {t('question.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
