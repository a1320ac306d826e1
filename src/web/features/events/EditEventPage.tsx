import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { EventItem } from '../../../shared/events.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  eventChanges,
  eventToForm,
  EVENT_FORM_FIELDS,
  saveWithRefusedForms,
  updateEventFormSchema,
} from './event-form-schema.js';
import { EventForm } from './EventForm.js';
import { EventMissing } from './EventMissing.js';
import { events } from './event-queries.js';

/** /event/{id}/edit: the same form, filled with the event; only what changed is sent. */
export function EditEventPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const event = events.useItem(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/event/${id}`} label={t('event.back_to_event')} />}
        title={t('event.edit_title')}
        description={event.data ? event.data.name : t('event.edit_subtitle')}
      />
      <QueryGate query={event} notFound={<EventMissing />}>
        {(data) => <EditEventForm key={data.id} event={data} />}
      </QueryGate>
    </div>
  );
}

function EditEventForm({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = events.useUpdate();
  const [defaultValues] = useState(() => eventToForm(event));
  const [refused, setRefused] = useState<string[]>([]);
  const { form, formError, onSubmit } = useServerForm({
    schema: updateEventFormSchema,
    defaultValues,
    fields: EVENT_FORM_FIELDS,
    // Compared with the saved event: an end changed alone is still checked by the server against the stored start.
    submit: (values) => {
      const changes = eventChanges(values, event);
      if (Object.keys(changes).length === 0) return Promise.resolve(event);
      return saveWithRefusedForms(
        changes.feedbackIds ?? [],
        () => update.mutateAsync({ id: event.id, changes }),
        setRefused,
      );
    },
    onSuccess: (saved) => navigate(`/event/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <EventForm
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/event/${event.id}`}
      linked={event.forms}
      refusedForms={refused}
    />
  );
}
