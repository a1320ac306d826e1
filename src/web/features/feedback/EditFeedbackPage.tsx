import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { feedbackToForm, updateFeedbackFormSchema, type FeedbackFormValues } from './feedback-form-schema.js';
import { FeedbackFormEditor } from './FeedbackFormEditor.js';
import { FeedbackMissing } from './FeedbackMissing.js';
import { useFormDetail, useUpdateForm } from './form-queries.js';

/** /feedback/{id}/edit: the form's settings, prefilled; only what changed is sent. */
export function EditFeedbackPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const detail = useFormDetail(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/feedback/${id}`} label={t('feedback.back_to_form')} />}
        title={t('feedback.edit_title')}
        description={detail.data?.name ?? t('feedback.edit_subtitle')}
      />
      <QueryGate query={detail} notFound={<FeedbackMissing />}>
        {(data) => <EditFeedbackForm key={data.id} feedback={data} />}
      </QueryGate>
    </div>
  );
}

function EditFeedbackForm({ feedback }: { feedback: FeedbackFormDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateForm();
  const [defaultValues] = useState(() => feedbackToForm(feedback));
  const { form, formError, onSubmit } = useServerForm({
    schema: updateFeedbackFormSchema,
    defaultValues,
    submit: async (values, changed) => {
      const changes = Object.fromEntries(
        Object.entries(values).filter(([key]) => changed.has(key as keyof FeedbackFormValues)),
      );
      return Object.keys(changes).length === 0 ? feedback : update.mutateAsync({ id: feedback.id, changes });
    },
    onSuccess: (saved) => navigate(`/feedback/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <FeedbackFormEditor
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/feedback/${feedback.id}`}
    />
  );
}
