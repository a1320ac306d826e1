import { useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pageTypeLabel } from '../../../shared/catalogues.js';
import type { PageItem } from '../../../shared/pages.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { FormActions } from '../../kit/FormActions.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { CommonFields } from './editor/CommonFields.js';
import { ContentEditor } from './editor/ContentEditor.js';
import { EditorSection } from './editor/fields.js';
import { PageCampaignField } from './editor/PageCampaignField.js';
import { PlaceFields } from './editor/PlaceFields.js';
import { PublishSwitch } from './editor/PublishSwitch.js';
import type { PageFormValues } from './content-draft.js';
import { PAGE_FORM_FIELDS, pageChanges, pageFormSchema, pageToForm } from './page-form.js';
import { PageMissing } from './PageMissing.js';
import { usePage, useUpdatePage } from './page-queries.js';
import { PageTypeIcon } from './page-type-icons.js';
import { pageTypeIcon } from './page-queries.js';

/** /page/edit/{id}: the page's name, its type's content, where it is, and whether people may see it yet. */
export function EditPagePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const page = usePage(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/page/${id}`} label={t('page.back_to_page')} />}
        title={t('page.edit_title')}
        description={page.data ? page.data.name : t('page.edit_subtitle')}
      />
      <QueryGate query={page} notFound={<PageMissing />}>
        {(data) => <PageEditor key={data.id} page={data} />}
      </QueryGate>
    </div>
  );
}

// The server names the cross-field issue of a video without a source on its address; with "upload" chosen the
// person sees the file field instead, so the issue goes there.
function onShownField(error: unknown, values: PageFormValues): unknown {
  if (!(error instanceof ApiError) || values.type !== 'video' || values.videoSource !== 'upload') return error;
  const fields = error.fields.map((field) =>
    field.path === 'content.videoUrl' ? { ...field, path: 'content.mediaId' } : field,
  );
  return new ApiError(error.status, error.code, error.message, fields, error.details);
}

function PageEditor({ page }: { page: PageItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice();
  const update = useUpdatePage();
  const [defaultValues] = useState(() => pageToForm(page));
  const { form, formError, onSubmit } = useServerForm({
    schema: pageFormSchema,
    defaultValues,
    fields: PAGE_FORM_FIELDS as readonly Path<PageFormValues>[],
    submit: async (values) => {
      try {
        return await update.mutateAsync({ id: page.id, changes: pageChanges(values) });
      } catch (error) {
        throw onShownField(error, values);
      }
    },
    onSuccess: (saved) => navigate(`/page/${saved.id}`, { state: noticeState('saved') }),
  });
  const typeName = t(pageTypeLabel(page.typeId));
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="page-editor">
        {notice === 'created' && <Alert tone="success">{t('page.created_notice')}</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        <EditorSection id="page-basics" title={t('page.editor.section_page')}>
          <FormTextField form={form} name="name" label={t('page.name')} hint={t('page.name_hint')} autoComplete="off" />
          <PublishSwitch />
          <PageCampaignField />
        </EditorSection>
        <EditorSection
          id="page-common"
          title={t('page.editor.section_common')}
          hint={t('page.editor.section_common_hint')}
        >
          <CommonFields />
        </EditorSection>
        <section
          aria-labelledby="page-content"
          className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="page-content" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <PageTypeIcon icon={pageTypeIcon(page.typeId)} className="size-4.5" />
            </span>
            {t('page.editor.section_content', { type: typeName })}
          </h2>
          <ContentEditor type={page.typeId} />
        </section>
        <EditorSection
          id="page-place"
          title={t('page.editor.section_place')}
          hint={t('page.editor.section_place_hint')}
        >
          <PlaceFields />
        </EditorSection>
        <FormActions cancelTo={`/page/${page.id}`} submitLabel={t('common.save')} busy={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
