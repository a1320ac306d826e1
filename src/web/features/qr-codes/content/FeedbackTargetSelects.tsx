import { Plus } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { errorText } from '../../../i18n/errors.js';
import { eventsUnavailable, useWorkspaceEvents, useWorkspaceForms } from './use-feedback-targets.js';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

/** A saved reference that must stay choosable even when it is not among the items read (or was renamed). */
interface Saved {
  id: string;
  name: string;
}

/**
 * A feedback code's target: one of the workspace's forms (a link to create one when there is none) and, optionally,
 * the event its answers are given for. Left out on a server without events. The designer and the detail page's
 * editor hand their own input handling (`form` and `event`: a registration or value and onChange).
 */
export function FeedbackTargetSelects({
  form,
  event,
  formValue,
  eventValue,
  formError,
  eventError,
  savedForm,
  savedEvent,
  formDeleted = false,
}: {
  form: SelectProps;
  event: SelectProps;
  formValue: string;
  eventValue: string;
  formError?: string;
  eventError?: string;
  savedForm?: Saved | null;
  savedEvent?: Saved | null;
  /** The saved code's form has been deleted: another must be chosen. */
  formDeleted?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const forms = useWorkspaceForms();
  const events = useWorkspaceEvents();
  const formOptions = withSaved(forms.data ?? [], savedForm);
  const eventOptions = withSaved(events.data ?? [], savedEvent);
  const noForms = forms.isSuccess && formOptions.length === 0;
  // A form asked for by the address (`?feedbackId=`) that the workspace does not have.
  const unknownForm = forms.isSuccess && formValue !== '' && !formOptions.some((item) => item.id === formValue);

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-form`} className="block text-sm font-medium text-slate-700">
          {t('qr_code.feedback_target.form_label')}
        </label>
        <select
          id={`${id}-form`}
          disabled={forms.isPending || noForms}
          aria-invalid={formError || unknownForm ? true : undefined}
          aria-describedby={`${id}-form-note`}
          className={`${controlClass(formError)} disabled:bg-slate-50 disabled:text-slate-500`}
          {...form}
          // Controlled as well: the chosen form's option appears only once the forms have loaded.
          value={formValue}
        >
          <option value="">{forms.isPending ? t('common.loading') : t('qr_code.feedback_target.choose_form')}</option>
          {formOptions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <Note id={`${id}-form-note`} error={Boolean(formError || forms.isError || unknownForm || formDeleted)}>
          {formError ??
            (forms.isError ? (
              errorText(t, forms.error)
            ) : unknownForm ? (
              t('field_errors.not_found')
            ) : formDeleted ? (
              t('qr_code.feedback_target.form_deleted')
            ) : noForms ? (
              <>
                {t('qr_code.feedback_target.no_forms')}{' '}
                <CreateLink to="/feedback/new">{t('qr_code.feedback_target.create_form')}</CreateLink>
              </>
            ) : (
              t('qr_code.feedback_target.form_hint')
            ))}
        </Note>
      </div>
      {!eventsUnavailable(events) && (
        <div>
          <label htmlFor={`${id}-event`} className="block text-sm font-medium text-slate-700">
            {t('qr_code.feedback_target.event_label')}
          </label>
          <select
            id={`${id}-event`}
            disabled={events.isPending || (events.isSuccess && eventOptions.length === 0)}
            aria-invalid={eventError ? true : undefined}
            aria-describedby={`${id}-event-note`}
            className={`${controlClass(eventError)} disabled:bg-slate-50 disabled:text-slate-500`}
            {...event}
            value={eventValue}
          >
            <option value="">{events.isPending ? t('common.loading') : t('qr_code.feedback_target.no_event')}</option>
            {eventOptions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          <Note id={`${id}-event-note`} error={Boolean(eventError || events.isError)}>
            {eventError ??
              (events.isError ? (
                errorText(t, events.error)
              ) : events.isSuccess && eventOptions.length === 0 ? (
                <>
                  {t('qr_code.feedback_target.no_events')}{' '}
                  <CreateLink to="/event/new">{t('qr_code.feedback_target.create_event')}</CreateLink>
                </>
              ) : (
                t('qr_code.feedback_target.event_hint')
              ))}
          </Note>
        </div>
      )}
    </div>
  );
}

function withSaved(items: readonly Saved[], saved: Saved | null | undefined): Saved[] {
  return saved && !items.some((item) => item.id === saved.id) ? [saved, ...items] : [...items];
}

function Note({ id, error, children }: { id: string; error: boolean; children: ReactNode }) {
  return (
    <p id={id} className={`hint-text mt-1.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
      {children}
    </p>
  );
}

function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <Plus className="size-3.5" aria-hidden="true" />
      {children}
    </Link>
  );
}
