import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../../shared/locales.js';
import { MEDIA_MAX_BYTES, type MediaKind } from '../../../../shared/page-content.js';
import { Button } from '../../../components/ui/Button.js';
import { Spinner } from '../../../components/ui/Spinner.js';
import { errorText, fieldErrorText } from '../../../i18n/errors.js';
import { useFormat } from '../../../i18n/format.js';
import { MEDIA_ACCEPT, mediaTypeNames, type MediaProblem } from '../media-upload.js';

/** Bytes in the interface language: kB below a megabyte, else MB with one decimal. */
export function useFileSize() {
  const format = useFormat();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** A problem in words: the size limit for a file too large, else the field's code, else the failure itself. */
export function useProblemText() {
  const { t } = useTranslation();
  const size = useFileSize();
  return (problem: MediaProblem | null, fieldError?: string) => {
    if (!problem) return fieldError;
    if ('error' in problem) return errorText(t, problem.error);
    if (problem.code === 'file_too_large' && problem.maxBytes) {
      return t('page.media.too_large', { size: size(problem.maxBytes) });
    }
    return fieldErrorText(t, problem.code);
  };
}

/**
 * Where files are dropped or chosen with the button: the kind's accepted types and size limit said before, a
 * spinner with the file's name while it uploads, and the error (the browser's size check, or the server's verdict
 * on the bytes) beside it.
 */
export function MediaDropZone({
  kind,
  multiple = false,
  busyName,
  error,
  preview,
  chooseLabel,
  onFiles,
  children,
}: {
  kind: MediaKind;
  multiple?: boolean;
  /** The name of the file uploading now, if any. */
  busyName: string | null;
  error?: string;
  /** What is there now (the current file), shown at the start of the zone. */
  preview: ReactNode;
  chooseLabel: string;
  onFiles: (files: File[]) => void;
  /** More actions beside the button (remove). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const size = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  const types = new Intl.ListFormat(tag, { type: 'disjunction' }).format(mediaTypeNames(kind));
  const hint = t('page.media.hint', { types, size: size(MEDIA_MAX_BYTES[kind]) });
  const busy = busyName !== null;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT[kind]}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`media-input-${kind}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
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
          error
            ? 'border-red-400 bg-red-50/40'
            : dragging
              ? 'border-brand-600 bg-brand-50'
              : 'border-slate-300 bg-slate-50'
        }`}
      >
        {preview}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-800">
            {t(multiple ? 'page.media.drop_many' : 'page.media.drop')}
          </p>
          <p id={`${id}-hint`} className="hint-text mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            {!busy && <Upload className="size-4" aria-hidden="true" />}
            {chooseLabel}
          </Button>
          {children}
        </div>
      </div>
      {busy && (
        <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="size-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{t('page.media.uploading', { name: busyName })}</span>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
