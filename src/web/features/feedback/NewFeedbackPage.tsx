import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { createFeedbackFormSchema, emptyFeedbackForm } from './feedback-form-schema.js';
import { FeedbackFormEditor } from './FeedbackFormEditor.js';
import { useCreateForm } from './form-queries.js';

/** /feedback/new: a new form's name and settings; its questions are added on its page, where it opens next. */
export function NewFeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateForm();
  const [defaultValues] = useState(emptyFeedbackForm);
  const { form, formError, onSubmit } = useServerForm({
    schema: createFeedbackFormSchema,
    defaultValues,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (created) => navigate(`/feedback/${created.id}`, { state: noticeState('created') }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/feedbacks" label={t('feedback.back_to_list')} />}
        title={t('feedback.new_title')}
        description={t('feedback.new_subtitle')}
      />
      <FeedbackFormEditor
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('feedback.create')}
        cancelTo="/feedbacks"
      />
    </div>
  );
}
