import { useMemo } from 'react';
import { FormProvider, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { qrTypeLabel, type QrTypeId } from '../../../../shared/catalogues.js';
import { QR_NAME_MAX, type QrCode, type QrContent } from '../../../../shared/qr-codes.js';
import { Alert } from '../../../components/ui/Alert.js';
import { TextField } from '../../../components/ui/TextField.js';
import { FormActions } from '../../../kit/FormActions.js';
import { ClassPicker } from '../content/ClassPicker.js';
import { PayloadFields } from '../content/PayloadFields.js';
import { QrCampaignField } from '../content/QrCampaignField.js';
import { QrLocationField } from '../content/QrLocationField.js';
import { QrSmartSection } from '../content/QrSmartSection.js';
import { checkPayload } from '../content/payload-draft.js';
import {
  classOf,
  liveIssues,
  previewIssuesOf,
  qrChanges,
  staticKindOf,
  type QrFormValues,
} from '../content/qr-form.js';
import { TargetPicker } from '../content/TargetPicker.js';
import { TypePicker } from '../content/TypePicker.js';
import { TagPicker } from '../../smart/index.js';
import { QrTypeIcon } from '../content/type-icons.js';
import { checkDesign } from './design-draft.js';
import { DesignPanel } from './DesignPanel.js';
import { PreviewPanel } from './PreviewPanel.js';
import type { ScanRefusal } from './scan-check-text.js';
import { ScanProblems } from './ScanCheckView.js';
import { useFieldError, LiveIssuesContext } from './use-field-error.js';
import { useLastValid, useQrPreview } from './use-qr-preview.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A new code (its short code reserved for the preview, or why that failed), or a saved one. */
export type QrFormMode =
  | { kind: 'new'; reservedCode: string | null; reserveProblem: { error: unknown; retry: () => void } | null }
  | { kind: 'edit'; qr: QrCode };

/**
 * The QR code designer of /qr-code/new and /qr-code/edit/{id}: type (new only), content and name, and the design,
 * with the server's live preview and scan check beside the form on a laptop (sticky), between content and design
 * on a phone.
 */
export function QrCodeForm<Out extends FieldValues>({
  form,
  mode,
  formError,
  refusal,
  onSubmit,
  submitLabel,
  cancelTo,
}: {
  form: UseFormReturn<QrFormValues, unknown, Out>;
  mode: QrFormMode;
  formError: string | null;
  /** The server's refusal of a design that does not scan, explained problem by problem. */
  refusal: ScanRefusal | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as QrFormValues;
  const live = useMemo(() => liveIssues(values), [values]);
  const design = useLastValid(checkDesign(values.design).design);
  const qrClass = mode.kind === 'edit' ? mode.qr.qrClass : classOf(values.type, values.qrClass);
  const kind = staticKindOf(values.type);
  const content = useLastValid(previewContent(mode, values, qrClass));
  // The last valid content is kept while the person types, but never shown for another type or class.
  const scope = `${qrClass}:${qrClass === 'static' ? (kind ?? '') : ''}`;
  const current = content && content.scope === scope ? content.content : null;
  const preview = useQrPreview(current && design ? { content: current, design } : null);
  // What the server refused in the preview (characters the frame's font lacks) shows beside its field at once.
  const refused = useMemo(() => previewIssuesOf(preview.error), [preview.error]);
  const issues = useMemo(() => ({ ...refused, ...live }), [refused, live]);
  const emptyText =
    current === null
      ? qrClass === 'dynamic'
        ? mode.kind === 'new' && mode.reserveProblem
          ? null
          : t('qr_designer.preview.waiting')
        : t('qr_designer.preview.fill_in')
      : null;

  return (
    <FormProvider {...form}>
      <LiveIssuesContext.Provider value={issues}>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-6 pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:pb-0 xl:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div className="contents lg:block lg:space-y-6">
            {mode.kind === 'new' && (
              <section className={`${sectionClass} order-1`} aria-labelledby="qr-type-title">
                <SectionTitle
                  id="qr-type-title"
                  title={t('qr_designer.type.title')}
                  text={t('qr_designer.type.text')}
                />
                <TypePicker />
              </section>
            )}
            <section className={`${sectionClass} order-2`} aria-labelledby="qr-content-title">
              <SectionTitle
                id="qr-content-title"
                title={t('qr_designer.content.title')}
                text={values.type ? undefined : t('qr_designer.content.choose_type_first')}
              />
              {values.type && (
                <>
                  {mode.kind === 'edit' && <TypeFact type={values.type} />}
                  <ClassPicker type={values.type} fixed={mode.kind === 'edit' ? mode.qr.qrClass : undefined} />
                  {qrClass === 'dynamic' ? (
                    <TargetPicker
                      saved={mode.kind === 'edit' ? mode.qr.target : null}
                      shortUrl={mode.kind === 'edit' ? mode.qr.shortUrl : null}
                    />
                  ) : (
                    kind && <PayloadFields kind={kind} />
                  )}
                </>
              )}
              <NameField />
              <QrLocationField />
              <QrCampaignField />
              <TagPicker saved={mode.kind === 'edit' ? mode.qr.tags : []} />
            </section>
            {values.type && qrClass === 'dynamic' && (
              <QrSmartSection className={`${sectionClass} order-4`} saved={mode.kind === 'edit' ? mode.qr : null} />
            )}
            <section className={`${sectionClass} order-4`} aria-labelledby="qr-design-title">
              <SectionTitle
                id="qr-design-title"
                title={t('qr_designer.design.title')}
                text={t('qr_designer.design.text')}
              />
              <DesignPanel validDesign={design} />
            </section>
            <div className="order-5 space-y-4">
              {refusal ? (
                <div role="alert" className="space-y-2">
                  <Alert tone="error">{t('errors.qr_does_not_scan')}</Alert>
                  <ScanProblems problems={refusal.problems} />
                </div>
              ) : (
                formError && <Alert tone="error">{formError}</Alert>
              )}
              <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
            </div>
          </div>
          <div className="order-3 lg:sticky lg:top-20 lg:order-none">
            <PreviewPanel
              state={preview}
              emptyText={emptyText}
              problem={mode.kind === 'new' && qrClass === 'dynamic' ? mode.reserveProblem : null}
            />
          </div>
        </form>
      </LiveIssuesContext.Provider>
    </FormProvider>
  );
}

/**
 * What the preview encodes: a new dynamic code's reserved short code; a static code's payload once it is valid; a
 * saved code as it is stored, until its payload is changed.
 */
function previewContent(
  mode: QrFormMode,
  values: QrFormValues,
  qrClass: 'dynamic' | 'static',
): { scope: string; content: QrContent } | null {
  const kind = staticKindOf(values.type);
  const scope = `${qrClass}:${qrClass === 'static' ? (kind ?? '') : ''}`;
  if (mode.kind === 'edit') {
    if (qrClass === 'dynamic') return { scope, content: { kind: 'saved', qrId: mode.qr.id } };
    const payload = kind ? checkPayload(kind, values.payload).payload : null;
    if (!payload) return null;
    const changed = qrChanges({ payload }, mode.qr).payload !== undefined;
    return { scope, content: changed ? { kind: 'static', payload } : { kind: 'saved', qrId: mode.qr.id } };
  }
  if (qrClass === 'dynamic') {
    return mode.reservedCode ? { scope, content: { kind: 'dynamic', code: mode.reservedCode } } : null;
  }
  const payload = kind ? checkPayload(kind, values.payload).payload : null;
  return payload ? { scope, content: { kind: 'static', payload } } : null;
}

function SectionTitle({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {text && <p className="hint-text mt-1 text-sm text-slate-600">{text}</p>}
    </div>
  );
}

/** A saved code's type, which does not change. */
function TypeFact({ type }: { type: QrTypeId }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-3 text-sm text-slate-700">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <QrTypeIcon type={type} className="size-5" />
      </span>
      <span>
        <span className="text-slate-600">{t('qr_designer.type.label')}</span>{' '}
        <span className="font-semibold text-slate-900">{t(qrTypeLabel(type))}</span>
      </span>
    </p>
  );
}

/** The code's name: what the list shows and what its file names (the slug) are made from. */
function NameField() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const error = useFieldError('name');
  return (
    <TextField
      label={t('qr_designer.name.label')}
      hint={t('qr_designer.name.hint')}
      error={error}
      maxLength={QR_NAME_MAX}
      autoComplete="off"
      {...form.register('name')}
    />
  );
}
