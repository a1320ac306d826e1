import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { QrCode } from '../../../shared/qr-codes.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { SMART_NESTED_FIELDS } from '../smart/index.js';
import {
  preselected,
  QR_FORM_FIELDS,
  qrChanges,
  qrToForm,
  updateQrFormSchema,
  type QrFormValues,
} from './content/qr-form.js';
import { QrCodeForm } from './designer/QrCodeForm.js';
import { scanRefusalOf, type ScanRefusal } from './designer/scan-check-text.js';
import { QrMissing } from './QrMissing.js';
import { qrCodes } from './qr-queries.js';

/**
 * /qr-code/edit/{id}: name, target (dynamic) or payload (static) and design of a saved code. Only what changed is
 * sent; a dynamic code's printed address never changes, so copies already printed keep working.
 */
export function EditQrCodePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const qr = qrCodes.useItem(id);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/qr-code/${id}`} label={t('qr_designer.back_to_code')} />}
        title={t('qr_designer.edit_title')}
        description={qr.data ? qr.data.name : t('qr_designer.edit_subtitle')}
      />
      <QueryGate query={qr} notFound={<QrMissing />}>
        {(data) => <EditQrCodeForm key={data.id} qr={data} />}
      </QueryGate>
    </div>
  );
}

function EditQrCodeForm({ qr }: { qr: QrCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = qrCodes.useUpdate();
  const [params] = useSearchParams();
  // `?feedbackId=…` (a form's page) makes a feedback code lead to that form; saving sends it as a change.
  const [defaultValues] = useState(() => preselected(qrToForm(qr), params, qr));
  const [refusal, setRefusal] = useState<ScanRefusal | null>(null);
  const { form, formError, onSubmit } = useServerForm({
    schema: updateQrFormSchema,
    defaultValues,
    fields: QR_FORM_FIELDS as readonly Path<QrFormValues>[],
    nestedFields: SMART_NESTED_FIELDS,
    // Compared with the saved code, not field by field: an untouched design is neither sent nor checked again.
    submit: async (values) => {
      setRefusal(null);
      const changes = qrChanges(values, qr);
      if (Object.keys(changes).length === 0) return qr;
      try {
        return await update.mutateAsync({ id: qr.id, changes });
      } catch (error) {
        setRefusal(scanRefusalOf(error));
        throw error;
      }
    },
    onSuccess: (saved) => navigate(`/qr-code/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <QrCodeForm
      form={form}
      mode={{ kind: 'edit', qr }}
      formError={formError}
      refusal={refusal}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/qr-code/${qr.id}`}
    />
  );
}
