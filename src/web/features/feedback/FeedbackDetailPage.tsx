import { ChartNoAxesColumn, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { AcceptingBadge } from './AcceptingBadge.js';
import { FeedbackMissing } from './FeedbackMissing.js';
import { useFormDetail, useRemoveForm } from './form-queries.js';
import { FormQuestions } from './FormQuestions.js';
import { FormShare } from './FormShare.js';
import { Can } from '../../kit/Can.js';

/** /feedback/{id}: the form, its questions (add, edit, reorder, delete), its public address and QR code. */
export function FeedbackDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const detail = useFormDetail(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={detail}
      notFound={<FeedbackMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/feedbacks" label={t('feedback.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(form) => (
        <div className="space-y-6">
          <FormHeader form={form} />
          {notice === 'created' && <Alert tone="success">{t('feedback.created_notice')}</Alert>}
          {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <FormQuestions form={form} />
            <FormShare form={form} />
          </div>
        </div>
      )}
    </QueryGate>
  );
}

function FormHeader({ form }: { form: FeedbackFormDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useRemoveForm();
  return (
    <div className="space-y-4">
      <PageHeader
        eyebrow={<BackLink to="/feedbacks" label={t('feedback.back_to_list')} />}
        title={form.name}
        description={form.description || undefined}
        actions={
          <>
            <ButtonLink to={`/feedback/${form.id}/statistics`} variant="secondary">
              <ChartNoAxesColumn className="size-4" aria-hidden="true" />
              {t('feedback.statistics')}
            </ButtonLink>
            <Can permission="edit">
              <ButtonLink to={`/feedback/${form.id}/edit`} variant="secondary">
                <Pencil className="size-4" aria-hidden="true" />
                {t('feedback.edit')}
              </ButtonLink>
            </Can>
            <DeleteButton
              label={t('feedback.delete')}
              title={t('feedback.delete_title')}
              description={t('feedback.delete_text', {
                name: form.name,
                questions: format.number(form.questionCount),
                responses: format.number(form.responseCount),
              })}
              confirmLabel={t('feedback.delete_confirm')}
              onDelete={() => remove.mutateAsync(form.id)}
              onDeleted={() => navigate('/feedbacks', { state: noticeState('deleted') })}
            />
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-4">
        <Fact term={t('feedback.status')}>
          <AcceptingBadge accepting={form.accepting} />
        </Fact>
        <Fact term={t('feedback.responses')}>
          <span className="font-semibold tabular-nums">{format.number(form.responseCount)}</span>
        </Fact>
        <Fact term={t('feedback.per_visitor')}>
          {form.oncePerVisitorPerDay ? t('feedback.once_per_day_short') : t('feedback.unlimited')}
        </Fact>
        <Fact term={t('feedback.created')}>
          <time dateTime={form.createdAt}>{format.date(form.createdAt, { dateStyle: 'medium' })}</time>
        </Fact>
      </dl>
    </div>
  );
}
