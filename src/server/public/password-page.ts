import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { intlLocale, type Locale } from '../../shared/locales.js';
import { LINK_PASSWORD_MAX } from '../../shared/smart-links.js';
import { PASSWORD_TEXTS } from './password-texts.js';
import { escapeHtml } from './status-page.js';
import { PUBLIC_TEXTS } from './texts.js';

// Its own few lines of CSS and no script (it works without JavaScript); the CSP allows that stylesheet by its hash.
// The form posts to this server, whose answer sends the browser on to the link's target, anywhere on the web:
// browsers hold every step of a form's redirects to form-action, so that must allow web addresses too.
const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}main{width:100%;max-width:24rem;padding:2rem 1.25rem}h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}p{margin:0 0 1.5rem;color:#475569;line-height:1.5}label{display:block;font-weight:600;margin-bottom:.375rem}input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}input:focus-visible,button:focus-visible{outline:3px solid #4338ca;outline-offset:2px}button{margin-top:1rem;width:100%;font:inherit;font-weight:600;padding:.625rem 1rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}button:hover{background:#3730a3}.error{margin:0 0 1rem;padding:.625rem .75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}footer{margin-top:2rem;font-size:.8125rem;color:#475569;text-align:center}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'self' https: http:; frame-ancestors 'none'`;

export type PasswordNotice = 'wrong' | 'rate_limited';

const STATUS: Record<PasswordNotice | 'ask', number> = { ask: 200, wrong: 401, rate_limited: 429 };

/**
 * The page in front of a protected link or code, in the visitor's language: a password field posted back to the same
 * address. Crawlers and link previews get this page, never the target; it is not cached and not indexed.
 */
export function sendPasswordPage(reply: FastifyReply, locale: Locale, notice: PasswordNotice | null): FastifyReply {
  const texts = PASSWORD_TEXTS[locale];
  const error = notice === 'wrong' ? texts.wrong : notice === 'rate_limited' ? texts.rateLimited : null;
  const html = `<!doctype html><html lang="${intlLocale(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)} · Scanlink</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p><form method="post">${error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>` : ''}<label for="password">${escapeHtml(texts.label)}</label><input id="password" name="password" type="password" required autofocus autocomplete="current-password" maxlength="${LINK_PASSWORD_MAX}"${error ? ' aria-invalid="true" aria-describedby="password-error"' : ''}><button type="submit">${escapeHtml(texts.submit)}</button></form><footer>${escapeHtml(PUBLIC_TEXTS[locale].poweredBy)}</footer></main></body></html>`;
  return reply
    .code(STATUS[notice ?? 'ask'])
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}
