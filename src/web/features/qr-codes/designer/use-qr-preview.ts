import { useEffect, useState } from 'react';
import type { QrPreview, QrPreviewRequest } from '../../../../shared/qr-codes.js';
import { fetchQrPreview } from '../qr-queries.js';

/** How long the designer waits after the last change before asking the server to render. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface PreviewState {
  /** The latest render that arrived; kept (dimmed) while the next one is on its way. */
  preview: QrPreview | null;
  /** True while the shown render is not of the current request (waiting for the debounce or the server). */
  pending: boolean;
  /** Why the latest request failed (a design the server refused, the network); cleared by the next answer. */
  error: unknown;
  /** Asks again for the current request, after a failure. */
  retry: () => void;
}

interface Answer {
  key: string;
  preview: QrPreview | null;
  error: unknown;
}

/**
 * The server's render and scan check of a request, debounced; a request overtaken by a newer one is aborted, so
 * an old answer can never replace a newer one. A null request (content not valid yet) keeps what is shown.
 */
export function useQrPreview(request: QrPreviewRequest | null): PreviewState {
  const key = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<Answer>({ key: '', preview: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchQrPreview(JSON.parse(key) as QrPreviewRequest, controller.signal).then(
        (preview) => setAnswer({ key, preview, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer((previous) => ({ key, preview: previous.preview, error }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  return {
    preview: answer.preview,
    pending: key !== null && answer.key !== key,
    error: key !== null && answer.key === key ? answer.error : null,
    retry: () => {
      setAnswer((previous) => ({ ...previous, key: '' }));
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * The latest of a value that was not null: the designer keeps previewing the last valid design while a field is
 * being corrected. Compared by JSON, so an equal value does not count as new.
 */
export function useLastValid<T>(value: T | null): T | null {
  const [last, setLast] = useState<{ value: T | null; json: string }>({
    value,
    json: value === null ? '' : JSON.stringify(value),
  });
  if (value !== null) {
    const json = JSON.stringify(value);
    if (json !== last.json) {
      setLast({ value, json });
      return value;
    }
  }
  return last.value;
}
