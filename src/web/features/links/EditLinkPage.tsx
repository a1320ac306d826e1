import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Link } from '../../../shared/links.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { SMART_NESTED_FIELDS } from '../smart/index.js';
import { changedFields, linkToForm, updateLinkFormSchema } from './link-form-schema.js';
import { LinkForm } from './LinkForm.js';
import { links } from './link-queries.js';
import { MissingLink } from './MissingLink.js';

/** /link/edit/{id}: the same form, filled with the link; a new target applies from the next click. */
export function EditLinkPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const link = links.useItem(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/link/${id}`} label={t('link.back_to_link')} />}
        title={t('link.edit_title')}
        description={t('link.edit_subtitle')}
      />
      <QueryGate query={link} notFound={<MissingLink />}>
        {(data) => <EditLinkForm link={data} />}
      </QueryGate>
    </div>
  );
}

function EditLinkForm({ link }: { link: Link }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = links.useUpdate();
  const [defaultValues] = useState(() => linkToForm(link));
  // Only what the person changed is sent: an untouched hash or target is never rewritten.
  const { form, formError, onSubmit } = useServerForm({
    schema: updateLinkFormSchema,
    defaultValues,
    nestedFields: SMART_NESTED_FIELDS,
    submit: async (values, changed) => {
      // The password goes out when its choice changed (set, or removed: then its text did not change at all).
      const sent = changed.has('passwordMode') ? new Set<string>([...changed, 'password']) : changed;
      const changes = changedFields(values, sent);
      // Freeing the old code only means something together with a new one.
      if (changes.hash === undefined) delete changes.freeOldHash;
      return Object.keys(changes).length === 0 ? link : update.mutateAsync({ id: link.id, changes });
    },
    onSuccess: (saved) => navigate(`/link/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <LinkForm
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/link/${link.id}`}
      savedHash={link.hash}
      passwordProtected={link.passwordProtected}
      savedTags={link.tags}
    />
  );
}
