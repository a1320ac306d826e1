import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { BackLink } from '../../kit/BackLink.js';
import { FormActions } from '../../kit/FormActions.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { firstActiveType, NEW_PAGE_FIELDS, newPageFormSchema, type NewPageValues } from './new-page-form.js';
import { pages, usePageTypes } from './page-queries.js';
import { PageTypeTiles } from './PageTypeTiles.js';

/** /page/new: a name and a type; the page is made as a draft and its editor opens for the content. */
export function NewPagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = pages.useCreate();
  const types = usePageTypes();
  const [defaultValues] = useState<NewPageValues>({ name: '', typeId: '' });
  const { form, formError, onSubmit } = useServerForm({
    schema: newPageFormSchema,
    defaultValues,
    fields: NEW_PAGE_FIELDS,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (page) => navigate(`/page/edit/${page.id}`, { state: noticeState('created') }),
  });

  // Once the catalogue is read, the first type that can be chosen is chosen, unless the person chose already.
  const first = types.data ? firstActiveType(types.data) : '';
  useEffect(() => {
    if (first && form.getValues('typeId') === '') form.setValue('typeId', first);
  }, [first, form]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/pages" label={t('page.back_to_list')} />}
        title={t('page.new_title')}
        description={t('page.new_subtitle')}
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {formError && <Alert tone="error">{formError}</Alert>}
          <section className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <FormTextField
              form={form}
              name="name"
              label={t('page.name')}
              hint={t('page.name_hint')}
              autoComplete="off"
            />
            {types.isPending ? (
              <LoadingBlock className="py-8" />
            ) : types.isError ? (
              <LoadError error={types.error} onRetry={() => void types.refetch()} />
            ) : (
              <PageTypeTiles types={types.data} />
            )}
          </section>
          <FormActions cancelTo="/pages" submitLabel={t('page.create_submit')} busy={form.formState.isSubmitting} />
        </form>
      </FormProvider>
    </div>
  );
}
