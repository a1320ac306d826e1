import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { FeedbackCard } from './FeedbackCard.js';
import { feedbackForms } from './form-queries.js';

/** /feedbacks: the workspace's feedback forms as cards, searchable (the search is kept in `?q=`). */
export function FeedbacksPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('feedback.title')}
      description={t('feedback.subtitle')}
      create={{ to: '/feedback/new', label: t('feedback.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('feedback.deleted')}</Alert>}
      search={{ label: t('feedback.search_label'), placeholder: t('feedback.search_placeholder') }}
      queries={feedbackForms}
      renderItem={(form) => <FeedbackCard form={form} />}
      empty={{ icon: MessageSquareText, title: t('feedback.empty_title'), text: t('feedback.empty_text') }}
      noResults={{ title: (query) => t('feedback.no_results_title', { query }), text: t('feedback.no_results_text') }}
    />
  );
}
