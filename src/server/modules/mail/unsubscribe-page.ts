import { createHash } from 'node:crypto';
import { intlLocale, type Locale } from '../../../shared/locales.js';
import { escapeHtml } from '../../public/status-page.js';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts.js';

// The page's few lines of CSS, allowed by hash; no script. Its one form posts back to the same address.
const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}.brand{font-weight:700;color:#4338ca}h1{margin:.5rem 0;font-size:1.75rem;line-height:1.2}p{margin:0 0 1.5rem;color:#475569;line-height:1.5}button{font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.375rem;padding:.75rem 1.25rem;cursor:pointer}button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

export type UnsubscribePage = 'confirm' | 'done' | 'invalid' | 'unknown' | 'failed';

export const UNSUBSCRIBE_STATUS: Record<UnsubscribePage, number> = {
  confirm: 200,
  done: 200,
  invalid: 400,
  unknown: 404,
  failed: 503,
};

/** One of the unsubscribe pages in `locale`; `confirm` carries the button that unsubscribes (a plain form post). */
export function renderUnsubscribePage(page: UnsubscribePage, locale: Locale): string {
  const texts = UNSUBSCRIBE_TEXTS[locale];
  const words: Record<UnsubscribePage, [title: string, body: string]> = {
    confirm: [texts.confirmTitle, texts.confirmBody],
    done: [texts.doneTitle, texts.doneBody],
    invalid: [texts.invalidTitle, texts.invalidBody],
    unknown: [texts.unknownTitle, texts.unknownBody],
    failed: [texts.failedTitle, texts.failedBody],
  };
  const [title, body] = words[page];
  // The same field a mail client's one-click POST sends (RFC 8058), so both ask the same thing.
  const form =
    page === 'confirm'
      ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">${escapeHtml(texts.confirmButton)}</button></form>`
      : '';
  return (
    `<!doctype html><html lang="${intlLocale(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Scanlink</title><style>${STYLE}</style></head><body><main>` +
    `<div class="brand">Scanlink</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}` +
    `</main></body></html>`
  );
}
