import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LocationItem } from '../../../shared/locations.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { LOCATION_FORM_FIELDS, locationChanges, locationToForm, updateLocationFormSchema } from './location-form.js';
import { locations } from './location-queries.js';
import { LocationForm } from './LocationForm.js';
import { LocationMissing } from './LocationMissing.js';

/** /location/edit/{id}: the same form, filled with the location; only what changed is sent. */
export function EditLocationPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const location = locations.useItem(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/location/${id}`} label={t('location.back_to_location')} />}
        title={t('location.edit_title')}
        description={location.data ? location.data.name : t('location.edit_subtitle')}
      />
      <QueryGate query={location} notFound={<LocationMissing />}>
        {(data) => <EditLocationForm key={data.id} location={data} />}
      </QueryGate>
    </div>
  );
}

function EditLocationForm({ location }: { location: LocationItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = locations.useUpdate();
  const [defaultValues] = useState(() => locationToForm(location));
  const { form, formError, onSubmit } = useServerForm({
    schema: updateLocationFormSchema,
    defaultValues,
    fields: LOCATION_FORM_FIELDS,
    submit: (values) => {
      const changes = locationChanges(values, location);
      if (Object.keys(changes).length === 0) return Promise.resolve(location);
      return update.mutateAsync({ id: location.id, changes });
    },
    onSuccess: (saved) => navigate(`/location/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <LocationForm
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/location/${location.id}`}
    />
  );
}
