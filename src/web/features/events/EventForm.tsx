import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { FormDateTimeField } from '../../components/ui/FormDateTimeField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { FormActions } from '../../kit/FormActions.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import { LocationPicker } from '../locations/index.js';
import type { EventFormValues } from './event-form-schema.js';
import { FormsPicker } from './FormsPicker.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The fields of an event, shared by /event/new and /event/{id}/edit. */
export function EventForm<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
  linked,
  refusedForms = [],
}: {
  form: UseFormReturn<EventFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
  /** The forms the event links now (edit). */
  linked?: readonly { id: string; name: string }[];
  /** Ticked forms the server refused (deleted meanwhile), marked in the picker. */
  refusedForms?: readonly string[];
}) {
  const { t } = useTranslation();
  const partLabels = { date: t('event.date'), time: t('event.time'), calendar: t('event.pick_date') };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <section className={sectionClass} aria-labelledby="event-basics">
        <h2 id="event-basics" className="text-base font-semibold text-slate-900">
          {t('event.section_basics')}
        </h2>
        <FormTextField form={form} name="name" label={t('event.name')} hint={t('event.name_hint')} autoComplete="off" />
        <Controller
          control={form.control}
          name="locationId"
          render={({ field, fieldState }) => (
            <LocationPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldErrorText(t, fieldState.error?.message)}
              hint={t('location.picker_event_hint')}
            />
          )}
        />
      </section>
      <section className={sectionClass} aria-labelledby="event-window">
        <div>
          <h2 id="event-window" className="text-base font-semibold text-slate-900">
            {t('event.section_window')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('event.window_hint', { zone: viewerTimeZone() })}</p>
        </div>
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <FormDateTimeField
            key={name}
            control={form.control}
            name={name}
            label={t(name === 'startsAt' ? 'event.starts_at' : 'event.ends_at')}
            partLabels={partLabels}
          />
        ))}
      </section>
      <section className={sectionClass} aria-labelledby="event-forms">
        <h2 id="event-forms" className="text-base font-semibold text-slate-900">
          {t('event.section_forms')}
        </h2>
        <Controller
          control={form.control}
          name="feedbackIds"
          render={({ field, fieldState }) => (
            <FormsPicker
              value={field.value}
              onChange={field.onChange}
              linked={linked}
              refused={refusedForms}
              inputRef={field.ref}
              error={fieldErrorText(t, fieldState.error?.message ?? fieldState.error?.root?.message)}
            />
          )}
        />
      </section>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
    </form>
  );
}
