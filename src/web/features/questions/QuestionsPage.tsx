import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { questions } from '../feedback/index.js';
import { QuestionCard } from './QuestionCard.js';

/** /questions: every question of the workspace with its form, searchable (the search is kept in `?q=`). */
export function QuestionsPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('question.title')}
      description={t('question.subtitle')}
      create={{ to: '/question/new', label: t('question.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('question.deleted')}</Alert>}
      search={{ label: t('question.search_label'), placeholder: t('question.search_placeholder') }}
      queries={questions}
      renderItem={(question) => <QuestionCard question={question} />}
      empty={{ icon: MessageCircleQuestion, title: t('question.empty_title'), text: t('question.empty_text') }}
      noResults={{ title: (query) => t('question.no_results_title', { query }), text: t('question.no_results_text') }}
      gridClassName="grid grid-cols-1 gap-3 lg:grid-cols-2"
    />
  );
}
