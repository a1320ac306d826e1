import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { createEventFormSchema, emptyEventForm, EVENT_FORM_FIELDS, saveWithRefusedForms } from './event-form-schema.js';
import { EventForm } from './EventForm.js';
import { events } from './event-queries.js';

/** /event/new: a name, an optional start and end, and the forms answered at the event. */
export function NewEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = events.useCreate();
  const [defaultValues] = useState(emptyEventForm);
  const [refused, setRefused] = useState<string[]>([]);
  const { form, formError, onSubmit } = useServerForm({
    schema: createEventFormSchema,
    defaultValues,
    fields: EVENT_FORM_FIELDS,
    submit: (values) => saveWithRefusedForms(values.feedbackIds ?? [], () => create.mutateAsync(values), setRefused),
    onSuccess: (event) => navigate(`/event/${event.id}`, { state: noticeState('created') }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/events" label={t('event.back_to_list')} />}
        title={t('event.new_title')}
        description={t('event.new_subtitle')}
      />
      <EventForm
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('event.create_submit')}
        cancelTo="/events"
        refusedForms={refused}
      />
    </div>
  );
}
