import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { errorText } from '../../../i18n/errors.js';
import { useAllForms } from '../../feedback/index.js';
import type { PageFormValues } from '../content-draft.js';
import { usePageFieldError } from './fields.js';

/**
 * A feedback or rating page: which of the workspace's forms it shows inline. The form's questions are edited on the
 * form's own page; a workspace without forms is offered the way to make one.
 */
export function FeedbackEditor() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<PageFormValues>();
  const feedbackId = useWatch({ control: form.control, name: 'content.feedbackId' });
  const forms = useAllForms();
  const error = usePageFieldError('content.feedbackId');
  const options = forms.data ?? [];
  const none = forms.isSuccess && options.length === 0;
  // A saved form that is gone (deleted since) is not among the options: the select says one must be chosen.
  const gone = forms.isSuccess && feedbackId !== '' && !options.some((item) => item.id === feedbackId);
  const note = error ?? (forms.isError ? errorText(t, forms.error) : gone ? t('page.feedback.form_gone') : undefined);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('page.feedback.form')}
      </label>
      <select
        id={id}
        disabled={forms.isPending || none}
        aria-invalid={note ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`${controlClass(note)} disabled:bg-slate-50 disabled:text-slate-500`}
        {...form.register('content.feedbackId')}
        // Controlled as well: the saved form's option appears only once the forms have loaded.
        value={gone ? '' : feedbackId}
      >
        <option value="">{forms.isPending ? t('common.loading') : t('page.feedback.choose_form')}</option>
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${note ? 'text-red-600' : 'text-slate-500'}`}>
        {note ??
          (none ? (
            <>
              {t('page.feedback.no_forms')}{' '}
              <Link
                to="/feedback/new"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <Plus className="size-3.5" aria-hidden="true" />
                {t('page.feedback.create_form')}
              </Link>
            </>
          ) : (
            t('page.feedback.form_hint')
          ))}
      </p>
    </div>
  );
}
