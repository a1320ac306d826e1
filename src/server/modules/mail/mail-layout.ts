import { intlLocale, type Locale } from '../../../shared/locales.js';
import { escapeHtml } from '../../public/status-page.js';
import { fill, MAIL_TEXTS } from './mail-texts.js';

/**
 * What a template says, as plain text: the layout escapes every piece of it for HTML and makes every link absolute,
 * so no template writes markup or an address of its own.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button: a path of the product (`/settings`), made absolute with PUBLIC_URL. */
  action?: { label: string; path: string };
  /** Why the recipient got this mail, in the footer. */
  reason: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface LayoutOptions {
  publicUrl: string;
  locale: Locale;
  /** The one-click unsubscribe address, shown in the footer too; null for mail that cannot be turned off. */
  unsubscribeUrl: string | null;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BRAND = '#4338ca';

/** An absolute address of the product: PUBLIC_URL followed by `path`, which must be a path of ours. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`a mail links to paths of the product: ${path}`);
  return `${publicUrl}${path}`;
}

/**
 * The mail's HTML (tables and inline styles, which mail clients keep; no script, no external image) and its plain
 * text part, from the same content.
 */
export function renderLayout(content: MailContent, options: LayoutOptions): RenderedMail {
  const texts = MAIL_TEXTS[options.locale];
  const host = new URL(options.publicUrl).host;
  const actionUrl = content.action ? absoluteUrl(options.publicUrl, content.action.path) : null;
  const homeUrl = absoluteUrl(options.publicUrl, '/');
  const [sentBefore = '', sentAfter = ''] = texts.sentBy.split('{host}');

  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}" style="color:${BRAND};${style}">${escapeHtml(label)}</a>`;
  const button =
    content.action && actionUrl
      ? `<tr><td style="padding:8px 32px 24px">` +
        `<a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;` +
        `text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a>` +
        `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#475569">${escapeHtml(texts.buttonFallback)}<br>` +
        `${link(actionUrl, actionUrl, 'word-break:break-all')}</p></td></tr>`
      : '';
  const unsubscribe = options.unsubscribeUrl
    ? `<p style="margin:0 0 8px">${link(options.unsubscribeUrl, texts.unsubscribe)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${intlLocale(options.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f1f5f9">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="max-width:560px;background:#ffffff;border-radius:8px;${FONT};color:#0f172a">` +
    `<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;color:${BRAND}">Scanlink</td></tr>` +
    `<tr><td style="padding:16px 32px 8px;font-size:16px;line-height:24px">` +
    [content.greeting, ...content.paragraphs].map(paragraph).join('') +
    `</td></tr>${button}</table>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">` +
    `<tr><td style="padding:16px 32px;${FONT};font-size:12px;line-height:18px;color:#64748b">` +
    `<p style="margin:0 0 8px">${escapeHtml(content.reason)}</p>${unsubscribe}` +
    `<p style="margin:0">${escapeHtml(sentBefore)}${link(homeUrl, host)}${escapeHtml(sentAfter)}</p>` +
    `</td></tr></table></td></tr></table></body></html>`;

  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`] : []),
    `-- \n${content.reason}`,
    ...(options.unsubscribeUrl ? [`${texts.unsubscribe}: ${options.unsubscribeUrl}`] : []),
    `${fill(texts.sentBy, { host })}: ${homeUrl}`,
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
