import { createHash } from 'node:crypto';
import { intlLocale, type Locale } from '../../shared/locales.js';
import { modelViewerStyleSource } from './page-assets.js';
import { escapeHtml } from './page-html.js';
import { PAGE_TEXTS } from './page-texts.js';

/**
 * The frame of every public landing page (`/p/{id}`): one small document, mobile first, its CSS inline and allowed
 * by hash, a script only where one enhances something (copy buttons, the feedback form's double-tap guard, the 3D
 * viewer), themed by the page's accent colour. What the page may load is exactly what its CSP lists.
 */
const BASE_STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}',
  'main{max-width:32rem;margin:0 auto}',
  '.hero{background:var(--a);color:var(--on);padding:2rem 1.25rem 2.75rem}',
  'h1{font-size:1.625rem;line-height:1.2;margin:0;overflow-wrap:anywhere}',
  '.hero p{margin:.5rem 0 0;white-space:pre-line;overflow-wrap:anywhere}',
  '.card{position:relative;background:#fff;margin:-1.5rem .75rem 0;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px #0f172a1f}',
  'h2{font-size:1.0625rem;line-height:1.3;margin:1.5rem 0 .5rem}',
  '.card>h2:first-child{margin-top:0}',
  '.text{white-space:pre-line;overflow-wrap:anywhere;margin:0 0 1rem;color:#334155}',
  'dl{margin:0}',
  '.row{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.625rem 0;border-top:1px solid #e2e8f0}',
  '.row:first-child{border-top:0}',
  'dt{color:#475569;flex:none;max-width:45%}',
  'dd{margin:0;text-align:right;overflow-wrap:anywhere;min-width:0}',
  'a{color:#1d4ed8}',
  '.btns{display:grid;gap:.625rem;margin:1.25rem 0 0}',
  '.btn{display:flex;align-items:center;justify-content:center;gap:.5rem;min-height:3rem;padding:.75rem 1rem;border-radius:.75rem;background:var(--a);color:var(--on);font-weight:600;text-decoration:none;text-align:center;overflow-wrap:anywhere}',
  '.btn.alt{background:#fff;color:#0f172a;border:1px solid #cbd5e1}',
  '.ico{width:1.25rem;height:1.25rem;flex:none}',
  '.btn small{font-weight:400;font-size:.8125rem;opacity:.8;white-space:nowrap}',
  'a:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}',
  '.note{font-size:.875rem;color:#475569;margin:.75rem 0 0}',
  '.banner{background:#fef3c7;color:#78350f;padding:.625rem 1rem;text-align:center;font-size:.875rem}',
  '.msg{min-height:60vh;display:grid;place-content:center;padding:3rem 1.25rem;text-align:center}',
  '.msg p{color:#475569}',
  'footer{text-align:center;font-size:.8125rem;color:#475569;padding:1.25rem}',
  '@media (min-width:40rem){main{padding-top:2rem}.hero{border-radius:1rem 1rem 0 0;padding:2rem 1.75rem 2.75rem}.card{margin:-1.5rem 0 0;padding:1.75rem}}',
].join('');

/** The copy buttons' behaviour: the clipboard where the browser offers it, else the text selected for copying. */
export const COPY_STYLE =
  '.copy{font:inherit;font-size:.875rem;font-weight:600;padding:.375rem .75rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;color:#0f172a;cursor:pointer;flex:none}';
export const COPY_SCRIPT =
  "document.querySelectorAll('[data-copy]').forEach(function(b){var t=document.getElementById(b.dataset.copy),l=b.textContent;" +
  "b.hidden=false;b.addEventListener('click',function(){var s=t.textContent,d=function(){b.textContent=b.dataset.done;" +
  'setTimeout(function(){b.textContent=l},2000)};if(navigator.clipboard){navigator.clipboard.writeText(s).then(d,function(){})}' +
  'else{getSelection().selectAllChildren(t)}})})';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What a page may load beyond its own inline style and scripts. */
export interface PagePolicy {
  /** Origins its `<iframe>`s come from (`'self'` for a PDF, a video player's origin). */
  frames?: readonly string[];
  /** A script file of ours (the 3D viewer), and what it needs: models fetched, textures as blob: images. */
  viewer?: boolean;
  /** The page posts a form (the feedback form, to /f/{id}). */
  form?: boolean;
}

export interface PageDocument {
  locale: Locale;
  title: string;
  /** '#rrggbb', already checked. */
  accent: string;
  body: string;
  styles: readonly string[];
  scripts: readonly string[];
  /** `<head>` additions: the 3D viewer's module script. */
  head?: string;
  policy?: PagePolicy;
  /** The owner looks at a page that is not published: a banner says so. */
  preview?: boolean;
}

/** The page's document and its Content-Security-Policy (the hashes of exactly its inline style and scripts). */
export function pageDocument(doc: PageDocument): { html: string; csp: string } {
  const style = `:root{--a:${doc.accent};--on:${textOn(doc.accent)}}${BASE_STYLE}${doc.styles.join('')}`;
  const texts = PAGE_TEXTS[doc.locale];
  const policy = doc.policy ?? {};
  const html =
    `<!doctype html><html lang="${intlLocale(doc.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<meta name="theme-color" content="${doc.accent}"><link rel="icon" href="data:,"><title>${escapeHtml(doc.title)}</title>` +
    `<style>${style}</style>${doc.head ?? ''}</head><body>` +
    (doc.preview ? `<p class="banner" role="status">${escapeHtml(texts.previewNotice)}</p>` : '') +
    `${doc.body}<footer>${escapeHtml(texts.poweredBy)}</footer>` +
    doc.scripts.map((script) => `<script>${script}</script>`).join('') +
    `</body></html>`;
  const viewerStyle = policy.viewer ? modelViewerStyleSource() : null;
  // The viewer compiles WebAssembly decoders (meshopt): 'wasm-unsafe-eval' allows that, not JavaScript's eval.
  const scriptSources = [...doc.scripts.map(hashOf), ...(policy.viewer ? ["'self'", "'wasm-unsafe-eval'"] : [])];
  const directives = [
    "default-src 'none'",
    `style-src ${hashOf(style)}${viewerStyle ? ` ${viewerStyle}` : ''}`,
    scriptSources.length > 0 ? `script-src ${scriptSources.join(' ')}` : '',
    // data: for the empty icon below (no request for /favicon.ico); blob: for the viewer's textures.
    `img-src 'self' data:${policy.viewer ? ' blob:' : ''}`,
    "media-src 'self'",
    policy.viewer ? "connect-src 'self' blob: data:" : '',
    policy.frames?.length ? `frame-src ${policy.frames.join(' ')}` : '',
    "base-uri 'none'",
    `form-action ${policy.form ? "'self'" : "'none'"}`,
    // The app's phone-frame preview (/page/{id}) frames the page; nobody else may.
    "frame-ancestors 'self'",
  ];
  return { html, csp: directives.filter(Boolean).join('; ') };
}

/** A page with one message: a page that does not exist, is not published, or cannot be read right now. */
export function messageDocument(locale: Locale, title: string, body: string): { html: string; csp: string } {
  return pageDocument({
    locale,
    title,
    accent: '#475569',
    body: `<main><div class="msg" role="status"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></div></main>`,
    styles: [],
    scripts: [],
  });
}

/** White or near-black, whichever reads better on the accent (WCAG contrast ratio). */
export function textOn(accent: string): string {
  const channel = (offset: number) => {
    const value = parseInt(accent.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / 0.0588;
  return onWhite >= onDark ? '#fff' : '#0f172a';
}
