import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { generateHash } from '../../../shared/links.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { SMART_NESTED_FIELDS } from '../smart/index.js';
import { createLinkFormSchema, emptyLinkForm } from './link-form-schema.js';
import { LinkForm } from './LinkForm.js';
import { links } from './link-queries.js';

/** /link/new: a new short link, its hash generated as the form opens (and sent, so the preview is the truth). */
export function NewLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = links.useCreate();
  const [defaultValues] = useState(() => emptyLinkForm(generateHash()));
  // A taken alias comes back on the short-code field; the form stays as typed.
  const { form, formError, onSubmit } = useServerForm({
    schema: createLinkFormSchema,
    defaultValues,
    nestedFields: SMART_NESTED_FIELDS,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (link) => navigate(`/link/${link.id}`, { state: noticeState('created') }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/links" label={t('link.back_to_list')} />}
        title={t('link.new_title')}
        description={t('link.new_subtitle')}
      />
      <LinkForm
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('link.create')}
        cancelTo="/links"
      />
    </div>
  );
}
