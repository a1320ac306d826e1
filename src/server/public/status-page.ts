import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { intlLocale, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '../../shared/locales.js';
import { PUBLIC_TEXTS } from './texts.js';

// The page carries its own few lines of CSS and no script; the CSP allows exactly that stylesheet by its hash.
const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}.code{font-size:.875rem;font-weight:700;letter-spacing:.1em;color:#4338ca}h1{margin:.5rem 0;font-size:1.75rem;line-height:1.2}p{margin:0 0 2rem;color:#475569;line-height:1.5}footer{font-size:.8125rem;color:#475569}svg{vertical-align:-3px;margin-right:.35rem}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const LOGO = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#4338ca" stroke-width="2.5" aria-hidden="true"><rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3"/></svg>`;

export type PublicPageKind = 'not_found' | 'expired' | 'inactive' | 'link_inactive' | 'unavailable';

const STATUS: Record<PublicPageKind, number> = {
  not_found: 404,
  expired: 410,
  inactive: 410,
  link_inactive: 410,
  unavailable: 503,
};

/** The language of a public page: the visitor's `locale` cookie, then their browser's languages, then the default. */
export function publicLocale(request: FastifyRequest, fallback: Locale): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return pickLocale(accepted) ?? fallback;
}

/**
 * Sends the branded 404 ("no such link"), 410 ("expired", or a deleted QR code or link "no longer active") or 503
 * ("try again") page
 * in the visitor's language.
 */
export function sendStatusPage(reply: FastifyReply, kind: PublicPageKind, locale: Locale): FastifyReply {
  const texts = PUBLIC_TEXTS[locale];
  const status = STATUS[kind];
  const [title, body] =
    kind === 'not_found'
      ? [texts.notFoundTitle, texts.notFoundBody]
      : kind === 'expired'
        ? [texts.expiredTitle, texts.expiredBody]
        : kind === 'inactive'
          ? [texts.inactiveTitle, texts.inactiveBody]
          : kind === 'link_inactive'
            ? [texts.linkInactiveTitle, texts.linkInactiveBody]
            : [texts.unavailableTitle, texts.unavailableBody];
  if (kind === 'unavailable') reply.header('retry-after', '5');
  const html = `<!doctype html><html lang="${intlLocale(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Scanlink</title><style>${STYLE}</style></head><body><main><div class="code">${status}</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><footer>${LOGO}${escapeHtml(texts.poweredBy)}</footer></main></body></html>`;
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
