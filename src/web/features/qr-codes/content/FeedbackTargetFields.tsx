import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { QrTarget } from '../../../../shared/qr-codes.js';
import { useFieldError } from '../designer/use-field-error.js';
import { FeedbackTargetSelects } from './FeedbackTargetSelects.js';
import type { QrFormValues } from './qr-form.js';
import { useWorkspaceForms } from './use-feedback-targets.js';

/**
 * The designer's feedback target: the form and the optional event, in the QR code form. A code not yet named takes
 * the chosen form's name (the person may change it), so a code made from a form's page is ready to save.
 */
export function FeedbackTargetFields({ saved }: { saved: Extract<QrTarget, { kind: 'feedback' }> | null }) {
  const form = useFormContext<QrFormValues>();
  const feedbackId = useWatch({ control: form.control, name: 'target.feedbackId' });
  const eventId = useWatch({ control: form.control, name: 'target.eventId' });
  const formError = useFieldError('target.feedbackId', 'touched');
  const eventError = useFieldError('target.eventId', 'touched');
  const forms = useWorkspaceForms();
  const chosenName = forms.data?.find((item) => item.id === feedbackId)?.name;

  useEffect(() => {
    if (!chosenName || form.getFieldState('name').isDirty || form.getValues('name').trim() !== '') return;
    form.setValue('name', chosenName, { shouldValidate: form.formState.isSubmitted });
  }, [chosenName, form]);

  return (
    <FeedbackTargetSelects
      form={form.register('target.feedbackId')}
      event={form.register('target.eventId')}
      formValue={feedbackId}
      eventValue={eventId}
      formError={formError}
      eventError={eventError}
      savedForm={saved && saved.feedbackName !== null ? { id: saved.feedbackId, name: saved.feedbackName } : null}
      savedEvent={saved?.eventId && saved.eventName !== null ? { id: saved.eventId, name: saved.eventName } : null}
      formDeleted={saved?.feedbackName === null && feedbackId === ''}
    />
  );
}
