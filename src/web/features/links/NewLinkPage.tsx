import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateHash } from '../../../shared/links.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from './BackLink.js';
import { createLink } from './links-api.js';
import { createLinkFormSchema, emptyLinkForm } from './link-form-schema.js';
import { LinkForm } from './LinkForm.js';
import { useLinkForm } from './use-link-form.js';

/** /link/new: a new short link, its hash generated as the form opens (and sent, so the preview is the truth). */
export function NewLinkPage() {
  const { t } = useTranslation();
  const [defaultValues] = useState(() => emptyLinkForm(generateHash()));
  const { form, formError, onSubmit } = useLinkForm({
    schema: createLinkFormSchema,
    defaultValues,
    save: (values) => createLink(values),
    notice: 'created',
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
