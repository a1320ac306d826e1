import type { Locale } from '../../../shared/locales.js';
import type { PageMessage, PublicPageView } from '../../public/page-render.js';
import { ThreadPool } from '../../threads/thread-pool.js';

export type Encoding = 'br' | 'gzip';

/**
 * How an answer is to be finished: which compressed forms to make besides the plain bytes, and how hard brotli
 * tries. A page the node keeps is compressed once in both forms at a quality worth keeping; an answer made for one
 * request only in the form that request accepts, quickly.
 */
export interface Finish {
  encodings: readonly Encoding[];
  brotliQuality: number;
}

/** An answer's bytes as the render thread hands them over (moved, not copied): plain, compressed, and their tag. */
export interface FinishedBytes {
  body: Uint8Array;
  /** A strong validator of the uncompressed bytes. */
  tag: string;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  /** The page's Content-Security-Policy (its CSS and script by hash); empty for a file. */
  csp: string;
}

// What crosses the thread boundary (page-render-worker.ts is the other side).
export type PageRenderJob =
  | { kind: 'page'; view: PublicPageView; locale: Locale; preview: boolean; finish: Finish }
  | { kind: 'message'; locale: Locale; message: PageMessage; finish: Finish }
  | { kind: 'text'; text: string; finish: Finish };
export interface PageRenderWorkerData {
  nice: number;
}

/**
 * Renders the public pages (`/p/{id}`) and compresses them off the thread that answers the redirects: a landing
 * page's HTML and its brotli take milliseconds each, and a thousand pages asked for in new languages at once would
 * otherwise hold every redirect behind them. The thread runs at BACKGROUND_THREAD_NICE, so under full load the
 * redirects win.
 */
export interface PageRenderPool {
  page(view: PublicPageView, locale: Locale, preview: boolean, finish: Finish): Promise<FinishedBytes>;
  message(locale: Locale, message: PageMessage, finish: Finish): Promise<FinishedBytes>;
  /** A file's text (a vCard, a calendar), compressed. */
  text(text: string, finish: Finish): Promise<FinishedBytes>;
  /** Finishes the jobs already asked for, then ends the thread; later jobs are refused. */
  close(): Promise<void>;
}

export interface PageRenderPoolOptions {
  threads?: number;
  /** Linux nice increment of the threads (BACKGROUND_THREAD_NICE). */
  nice: number;
  timeoutMs?: number;
}

// A page renders in milliseconds; ten seconds means the thread is stuck, not busy.
const DEFAULT_TIMEOUT_MS = 10_000;

export function createPageRenderPool(options: PageRenderPoolOptions): PageRenderPool {
  const threads = new ThreadPool<PageRenderJob>({
    moduleUrl: import.meta.url,
    worker: 'page-render-worker',
    workerData: { nice: options.nice } satisfies PageRenderWorkerData,
    threads: options.threads ?? 1,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    label: 'page render',
  });
  const run = async (job: PageRenderJob) => (await threads.run(job)) as FinishedBytes;
  return {
    page: (view, locale, preview, finish) => run({ kind: 'page', view, locale, preview, finish }),
    message: (locale, message, finish) => run({ kind: 'message', locale, message, finish }),
    text: (text, finish) => run({ kind: 'text', text, finish }),
    close: () => threads.close(),
  };
}
