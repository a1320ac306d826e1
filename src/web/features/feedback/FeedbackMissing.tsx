import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A form that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function FeedbackMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileQuestion}
      title={t('feedback.missing_title')}
      action={
        <ButtonLink to="/feedbacks" variant="secondary">
          {t('feedback.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
