import { CircleSlash, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { FormQrCodes } from './FormQrCodes.js';

/** Where people answer the form: its public address to copy or open, and the QR codes that lead there. */
export function FormShare({ form }: { form: FeedbackFormDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="form-share"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="form-share" className="text-base font-semibold text-slate-900">
          {t('feedback.public_address')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('feedback.public_address_hint')}</p>
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm [overflow-wrap:anywhere] text-brand-700">
          <a
            href={form.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:underline"
            data-testid="public-url"
          >
            {form.publicUrl}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={form.publicUrl} label={t('feedback.copy_address')} />
          <a
            href={form.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'px-3 py-2')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('feedback.open_form')}
          </a>
        </div>
        {!form.accepting && (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
            <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('feedback.closed_notice')}
          </p>
        )}
      </div>
      <FormQrCodes form={form} />
    </section>
  );
}
