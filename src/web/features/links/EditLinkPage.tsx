import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Link } from '../../../shared/links.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LoadingBlock } from '../../components/ui/QueryStatus.js';
import { BackLink } from './BackLink.js';
import { updateLink } from './links-api.js';
import { changedFields, linkToForm, updateLinkFormSchema } from './link-form-schema.js';
import { LinkForm } from './LinkForm.js';
import { useLink } from './link-queries.js';
import { MissingLink } from './MissingLink.js';
import { useLinkForm } from './use-link-form.js';

/** /link/edit/{id}: the same form, filled with the link; a new target applies from the next click. */
export function EditLinkPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const link = useLink(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/link/${id}`} label={t('link.back_to_link')} />}
        title={t('link.edit_title')}
        description={t('link.edit_subtitle')}
      />
      {link.isPending ? (
        <LoadingBlock />
      ) : link.isError ? (
        <MissingLink error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <EditLinkForm link={link.data} />
      )}
    </div>
  );
}

function EditLinkForm({ link }: { link: Link }) {
  const { t } = useTranslation();
  const [defaultValues] = useState(() => linkToForm(link));
  const { form, formError, onSubmit } = useLinkForm({
    schema: updateLinkFormSchema,
    defaultValues,
    save: async (values, changed) => {
      const changes = changedFields(values, changed);
      return Object.keys(changes).length === 0 ? link : updateLink(link.id, changes);
    },
    notice: 'saved',
  });
  return (
    <LinkForm
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/link/${link.id}`}
      savedHash={link.hash}
    />
  );
}
