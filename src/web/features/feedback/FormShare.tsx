import { useTranslation } from 'react-i18next';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { PublicAddress } from '../../kit/PublicAddress.js';
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
        <div className="mt-3">
          <PublicAddress
            url={form.publicUrl}
            copyLabel={t('feedback.copy_address')}
            openLabel={t('feedback.open_form')}
            notice={form.accepting ? null : t('feedback.closed_notice')}
          />
        </div>
      </div>
      <FormQrCodes form={form} />
    </section>
  );
}
