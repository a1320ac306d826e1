import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { createLocationFormSchema, emptyLocationForm, LOCATION_FORM_FIELDS } from './location-form.js';
import { locations } from './location-queries.js';
import { LocationForm } from './LocationForm.js';

/** /location/new: a name, the point (typed, pasted or from the device), and an optional address. */
export function NewLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = locations.useCreate();
  const [defaultValues] = useState(emptyLocationForm);
  const { form, formError, onSubmit } = useServerForm({
    schema: createLocationFormSchema,
    defaultValues,
    fields: LOCATION_FORM_FIELDS,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (location) => navigate(`/location/${location.id}`, { state: noticeState('created') }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/locations" label={t('location.back_to_list')} />}
        title={t('location.new_title')}
        description={t('location.new_subtitle')}
      />
      <LocationForm
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('location.create_submit')}
        cancelTo="/locations"
      />
    </div>
  );
}
