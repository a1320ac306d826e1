import { ImagePlus, Info, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOGO_MARGIN_DEFAULT,
  LOGO_MARGIN_MAX,
  LOGO_SIZE_DEFAULT,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
} from '../../../../shared/qr-design.js';
import { Button } from '../../../components/ui/Button.js';
import { Spinner } from '../../../components/ui/Spinner.js';
import { errorText, fieldErrorText } from '../../../i18n/errors.js';
import { useFormat } from '../../../i18n/format.js';
import type { QrFormValues } from '../content/qr-form.js';
import { qrLogoUrl, uploadQrLogo } from '../qr-queries.js';
import { raisedErrorCorrection } from './design-draft.js';
import { logoFileProblem, logoUploadProblem, type LogoProblem } from './logo-file.js';
import { RangeField } from './RangeField.js';
import { useFieldError } from './use-field-error.js';

/**
 * The logo in the code's centre: dropped on the field or chosen with the button (PNG, JPEG or SVG up to 1 MB, checked
 * here first and by the server by content), then sized, given clear space, or removed.
 */
export function LogoField() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const form = useFormContext<QrFormValues>();
  const logo = useWatch({ control: form.control, name: 'design.logo' });
  const errorCorrection = useWatch({ control: form.control, name: 'design.errorCorrection' });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const savedError = useFieldError('design.logo.uploadId');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused ? { code: refused } : null);
    if (refused) return;
    setBusy(true);
    try {
      const uploaded = await uploadQrLogo(file);
      form.setValue(
        'design.logo',
        {
          uploadId: uploaded.id,
          size: logo?.size ?? LOGO_SIZE_DEFAULT,
          margin: logo?.margin ?? LOGO_MARGIN_DEFAULT,
        },
        { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
      );
    } catch (error) {
      setProblem(logoUploadProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const message = problem
    ? 'code' in problem
      ? fieldErrorText(t, problem.code)
      : errorText(t, problem.error)
    : savedError;
  const raised = logo ? raisedErrorCorrection({ errorCorrection, logo }) : null;

  return (
    <div className="space-y-4">
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center sm:flex-row sm:text-left ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        {logo ? (
          <img
            src={qrLogoUrl(logo.uploadId)}
            alt={t('qr_designer.logo.current_alt')}
            className="size-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-white text-slate-400 ring-1 ring-slate-200">
            <ImagePlus className="size-7" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-800">
            {logo ? t('qr_designer.logo.present') : t('qr_designer.logo.drop')}
          </p>
          <p id={`${id}-hint`} className="hint-text mt-0.5 text-sm text-slate-600">
            {t('qr_designer.logo.hint')}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          >
            {!busy && <Upload className="size-4" aria-hidden="true" />}
            {logo ? t('qr_designer.logo.replace') : t('qr_designer.logo.choose')}
          </Button>
          {logo && (
            <Button
              variant="secondary"
              className="text-red-700"
              onClick={() => {
                setProblem(null);
                form.setValue('design.logo', null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('qr_designer.logo.remove')}
            </Button>
          )}
        </div>
      </div>
      {busy && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="size-4" />
          {t('qr_designer.logo.uploading')}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      {logo && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <RangeField
              path="design.logo.size"
              label={t('qr_designer.logo.size')}
              min={LOGO_SIZE_MIN}
              max={LOGO_SIZE_MAX}
              step={0.05}
              format={(value) => format.number(value, { style: 'percent', maximumFractionDigits: 0 })}
              hint={t('qr_designer.logo.size_hint')}
            />
            <RangeField
              path="design.logo.margin"
              label={t('qr_designer.logo.margin')}
              min={0}
              max={LOGO_MARGIN_MAX}
              format={(value) => t('qr_designer.logo.margin_value', { value: format.number(value) })}
              hint={t('qr_designer.logo.margin_hint')}
            />
          </div>
          <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {raised
                ? t('qr_designer.logo.raised', { chosen: errorCorrection, level: raised })
                : t('qr_designer.logo.kept', { level: errorCorrection })}
            </span>
          </p>
        </>
      )}
    </div>
  );
}
