import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { QrCode } from '../../../shared/qr-codes.js';
import { ApiError } from '../../api/client.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { SMART_NESTED_FIELDS } from '../smart/index.js';
import {
  classOf,
  createQrFormSchema,
  emptyQrForm,
  preselected,
  QR_FORM_FIELDS,
  type QrFormValues,
} from './content/qr-form.js';
import { preselectedPlace } from './content/qr-placement.js';
import { QrCodeForm } from './designer/QrCodeForm.js';
import { scanRefusalOf, type ScanRefusal } from './designer/scan-check-text.js';
import { qrCodes, reserveQrCode } from './qr-queries.js';

/**
 * /qr-code/new: type, content, name and design of a new code. A dynamic code's short code is reserved as the page
 * opens, so its preview and scan check are of the very address it will carry; it is sent with the create.
 */
export function NewQrCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = qrCodes.useCreate();
  const [params] = useSearchParams();
  // `?type=feedback&feedbackId=…` (a form's page) chooses the type and the form in advance; `?locationId=…` the place.
  const [defaultValues] = useState(() =>
    preselectedPlace(preselected(emptyQrForm(t('qr_designer.frame.default_text')), params), params),
  );
  const [refusal, setRefusal] = useState<ScanRefusal | null>(null);
  const { form, formError, onSubmit } = useServerForm({
    schema: createQrFormSchema,
    defaultValues,
    fields: QR_FORM_FIELDS as readonly Path<QrFormValues>[],
    nestedFields: SMART_NESTED_FIELDS,
    submit: async (values): Promise<QrCode> => {
      setRefusal(null);
      try {
        const code: string | undefined = values.qrClass === 'dynamic' ? reserved.data?.code : undefined;
        return await create.mutateAsync(code ? { ...values, code } : values);
      } catch (error) {
        setRefusal(scanRefusalOf(error));
        // Somebody took the reserved short code meanwhile: a new one is reserved (and previewed) for the next try.
        if (error instanceof ApiError && error.code === 'code_taken') void reserved.refetch();
        throw error;
      }
    },
    onSuccess: (qr) => navigate(`/qr-code/${qr.id}`, { state: noticeState('created') }),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const qrClass = useWatch({ control: form.control, name: 'qrClass' });
  const dynamic = classOf(type, qrClass) === 'dynamic';
  const reserved = useQuery({
    queryKey: ['qr-reserved-code'],
    queryFn: ({ signal }) => reserveQrCode(signal),
    enabled: dynamic,
    // One code per visit of the page: kept while it is open, forgotten when it closes.
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/qr-codes" label={t('qr_designer.back_to_list')} />}
        title={t('qr_designer.new_title')}
        description={t('qr_designer.new_subtitle')}
      />
      <QrCodeForm
        form={form}
        mode={{
          kind: 'new',
          reservedCode: reserved.data?.code ?? null,
          reserveProblem: reserved.isError ? { error: reserved.error, retry: () => void reserved.refetch() } : null,
        }}
        formError={formError}
        refusal={refusal}
        onSubmit={onSubmit}
        submitLabel={t('qr_designer.create')}
        cancelTo="/qr-codes"
      />
    </div>
  );
}
