import { escapeHtml } from './status-page.js';
import { numberFormat } from './intl-formats.js';

export { escapeHtml };

/**
 * An address a public page may link to: http or https only, checked again when the page is drawn (whatever the
 * database holds). Anything else — `javascript:`, `data:`, a relative path, garbage — is not a link.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** `{name}` placeholders of a translated text, filled with (unescaped) values. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Where an upload is served to visitors (every node serves it from the database). */
export const mediaUrl = (mediaId: string) => `/m/${encodeURIComponent(mediaId)}`;

/** An outside link: opened in the browser, no referrer of ours beyond the origin, no hold on this page. */
export function outsideLink(url: string, inner: string, className = 'btn'): string {
  return `<a class="${className}" href="${escapeHtml(url)}" rel="noopener noreferrer">${inner}</a>`;
}

/** A labelled fact: `<dt>label</dt><dd>value</dd>` with the value already HTML. */
export const fact = (label: string, valueHtml: string) =>
  `<div class="row"><dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd></div>`;

/** Text with its line breaks kept (CSS white-space: pre-line), escaped. */
export const paragraph = (text: string, className = 'text') =>
  text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';

/**
 * A copy button for the text of element `targetId`: hidden without JavaScript (the text is there to read and
 * select), shown and wired by the page's one script.
 */
export const copyButton = (targetId: string, label: string, done: string) =>
  `<button type="button" class="copy" data-copy="${targetId}" data-done="${escapeHtml(done)}" aria-live="polite" hidden>${escapeHtml(label)}</button>`;

/** A phone number as a `tel:` address: digits and a leading plus only. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** An email address as a `mailto:` address (the schema checked its shape; the encoding keeps it one address). */
export const mailtoUrl = (email: string) => `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;

/** A file's size for people: 1.2 MB. */
export function fileSize(bytes: number, intlTag: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(intlTag, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
