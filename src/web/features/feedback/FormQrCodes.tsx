import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QrCode as QrCodeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import type { CreateQrCodeInput, QrCode } from '../../../shared/qr-codes.js';
import { api } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { errorText } from '../../i18n/errors.js';
import { formDetailKey } from './form-queries.js';
import { Can } from '../../kit/Can.js';

/** Makes a dynamic QR code that leads to the form, named after it, in the QR module's default design. */
function useCreateFormQrCode(form: FeedbackFormDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const input: CreateQrCodeInput = {
        name: form.name,
        type: 'feedback',
        target: { kind: 'feedback', feedbackId: form.id },
      };
      return api<QrCode>('/api/qr-codes', { method: 'POST', body: input });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: formDetailKey(form.id) }),
        queryClient.invalidateQueries({ queryKey: ['qr-codes'] }),
      ]),
  });
}

/**
 * The QR codes that lead to the form, each with its image and a link to its page (downloads, design, scans); when
 * there is none yet, one is made with a click.
 */
export function FormQrCodes({ form }: { form: FeedbackFormDetail }) {
  const { t } = useTranslation();
  const create = useCreateFormQrCode(form);
  return (
    <div className="border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('feedback.qr_title')}</h3>
      {form.qrCodes.length === 0 ? (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{t('feedback.qr_none')}</p>
          <Can permission="edit">
            <Button variant="primary" busy={create.isPending} onClick={() => create.mutate()}>
              <QrCodeIcon className="size-4" aria-hidden="true" />
              {t('feedback.qr_create')}
            </Button>
          </Can>
          {create.isError && <Alert tone="error">{errorText(t, create.error)}</Alert>}
        </div>
      ) : (
        <ul className="mt-3 space-y-4">
          {form.qrCodes.map((code) => (
            <li key={code.id} className="flex items-center gap-4">
              <img
                src={code.imageUrl}
                alt={t('feedback.qr_image_alt', { name: code.name })}
                width={112}
                height={112}
                loading="lazy"
                className="size-28 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1"
                data-testid="form-qr-image"
              />
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-medium break-words text-slate-900">{code.name}</p>
                {code.locationName && <p className="text-slate-600">{code.locationName}</p>}
                <Link
                  to={`/qr-code/${code.id}`}
                  className="inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
                  aria-label={t('feedback.qr_open_named', { name: code.name })}
                >
                  {t('feedback.qr_open')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
