import { QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrPreview } from '../../../../shared/qr-codes.js';
import { ApiError } from '../../../api/client.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { Spinner } from '../../../components/ui/Spinner.js';
import { errorText } from '../../../i18n/errors.js';
import { ScanCheckView } from './ScanCheckView.js';
import type { PreviewState } from './use-qr-preview.js';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const CONTENT_SHOWN_MAX = 120;

/**
 * The live preview (the server's own render, so what is seen is what is printed) and its scan check. The previous
 * render stays, dimmed, while the next one is made. On a phone, once the preview has scrolled away, a small copy
 * stays in the corner and brings it back.
 */
export function PreviewPanel({
  state,
  emptyText,
  problem,
}: {
  state: PreviewState;
  /** Why there is nothing to preview yet (no content), shown in the image's place. */
  emptyText: string | null;
  /** A failure before any preview could be asked for (the short code could not be reserved), with its retry. */
  problem?: { error: unknown; retry: () => void } | null;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  const outOfView = useOutOfView(panel);
  const typing = useTyping();
  const preview = emptyText === null ? state.preview : null;
  const failure = problem ?? (state.error ? { error: state.error, retry: state.retry } : null);
  const busy = state.pending && emptyText === null && !problem;

  return (
    <>
      <section
        ref={panel}
        id="qr-preview"
        aria-labelledby="qr-preview-title"
        // Beside the form on a laptop it scrolls on its own when a failed check's explanations make it tall, so it
        // can take the focus and be scrolled with the keyboard.
        tabIndex={0}
        className="scroll-mt-20 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="qr-preview-title" className="text-base font-semibold text-slate-900">
            {t('qr_designer.preview.title')}
          </h2>
          {busy && (
            <span className="flex items-center gap-1.5 text-xs text-slate-600">
              <Spinner className="size-3.5" />
              {t('qr_designer.preview.rendering')}
            </span>
          )}
        </div>
        <div className="mx-auto flex aspect-square w-full max-w-72 items-center justify-center rounded-xl bg-slate-100 p-3 ring-1 ring-slate-200">
          {preview ? (
            <img
              src={svgSource(preview.svg)}
              alt={previewAlt(t, preview)}
              className={`max-h-full max-w-full object-contain transition-opacity ${busy ? 'opacity-50' : ''}`}
            />
          ) : (
            <div className="flex flex-col items-center gap-2 px-6 text-center text-sm text-slate-700">
              {busy ? (
                <Spinner className="size-7 text-brand-600" />
              ) : (
                <QrCode className="size-10 text-slate-400" aria-hidden="true" />
              )}
              <span className="hint-text">{emptyText ?? t('qr_designer.preview.waiting')}</span>
            </div>
          )}
        </div>
        {failure && (
          <div className="space-y-2">
            <Alert tone="error">{errorText(t, failure.error)}</Alert>
            {/* A refused design or payload is corrected in its field; asking again would only repeat the refusal. */}
            {!(failure.error instanceof ApiError && failure.error.status === 422) && (
              <Button variant="secondary" onClick={failure.retry} className="px-3 py-1.5">
                <RefreshCw className="size-4" aria-hidden="true" />
                {t('common.retry')}
              </Button>
            )}
          </div>
        )}
        {preview && (
          <>
            <p className="text-xs break-words text-slate-600">
              {t('qr_designer.preview.carries', { content: shortContent(preview.encoded) })}
            </p>
            <p className="hint-text -mt-3 text-xs text-slate-500">
              {t('qr_designer.preview.facts', {
                version: preview.version,
                level: preview.errorCorrection,
              })}
            </p>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('qr_designer.check.title')}</h3>
              <ScanCheckView check={preview.check} stale={busy} />
            </div>
          </>
        )}
      </section>
      {outOfView && !typing && preview && (
        <button
          type="button"
          onClick={() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          className="fixed right-4 bottom-4 z-30 flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 pr-3 shadow-lg lg:hidden"
        >
          <img src={svgSource(preview.svg)} alt="" className={`size-16 object-contain ${busy ? 'opacity-50' : ''}`} />
          <span className="flex flex-col items-start text-left text-xs">
            <span className={`font-semibold ${preview.check.passed ? 'text-emerald-700' : 'text-red-700'}`}>
              {preview.check.passed ? t('qr_designer.check.passed_short') : t('qr_designer.check.failed_short')}
            </span>
            <span className="text-slate-600">{t('qr_designer.preview.show')}</span>
          </span>
        </button>
      )}
    </>
  );
}

/** What the code carries, on one line and cut short (a vCard runs to many lines). */
function shortContent(encoded: string): string {
  const line = encoded.replace(/\s+/g, ' ');
  return line.length > CONTENT_SHOWN_MAX ? `${line.slice(0, CONTENT_SHOWN_MAX)}…` : line;
}

function previewAlt(t: (key: string, options?: Record<string, unknown>) => string, preview: QrPreview): string {
  return t('qr_designer.preview.alt', { content: shortContent(preview.encoded) });
}

/** Whether an element has scrolled out of the viewport (the sticky top bar counted as outside). */
function useOutOfView(element: React.RefObject<HTMLElement | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(entry ? !entry.isIntersecting : false), {
      rootMargin: '-64px 0px 0px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return outOfView;
}

/** Whether a text field has the focus: the small preview then gets out of the way of the field and its keyboard. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setTyping(
        active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && !NOT_TYPED.has(active.type)),
      );
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

const NOT_TYPED = new Set(['radio', 'checkbox', 'range', 'color', 'file', 'button', 'submit']);
