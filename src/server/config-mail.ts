import { isIP } from 'node:net';
import { z } from 'zod';

/** Where outgoing mail goes (SMTP_URL, read apart so that nothing else ever sees the password in a URL). */
export interface SmtpConfig {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465); smtp:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
}

export interface MailConfig {
  /** Null: mail is not configured, nothing is sent, and the web app says so (`mail: false` in /api/config). */
  smtp: SmtpConfig | null;
  /** The From of every mail (MAIL_FROM, else "Scanlink <noreply@PUBLIC_URL's host>"). */
  from: { name: string; address: string };
}

const SMTP_URL_MESSAGE =
  'must be smtp://[user:password@]host[:port] or smtps://…, with the user and password URL-encoded and no ?options';
const MAIL_FROM_MESSAGE = 'must be an address such as noreply@example.com, or "Scanlink <noreply@example.com>"';
const PRODUCT_NAME = 'Scanlink';

/** The environment variables of outgoing mail, validated with the rest of config.ts's. */
export const mailEnvSchema = {
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => parseSmtpUrl(value) !== null, { message: SMTP_URL_MESSAGE })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => parseMailFrom(value) !== null, { message: MAIL_FROM_MESSAGE })
    .optional(),
};

/** The mail configuration from validated values; MAIL_FROM defaults from PUBLIC_URL's host. */
export function mailConfigOf(env: { SMTP_URL?: string; MAIL_FROM?: string }, publicUrl: string): MailConfig {
  return {
    smtp: env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL) : null,
    from: (env.MAIL_FROM && parseMailFrom(env.MAIL_FROM)) || {
      name: PRODUCT_NAME,
      address: `noreply@${senderDomainOf(publicUrl)}`,
    },
  };
}

/** `smtp://user%40example.com:p%40ss@mail.example.com:587` → its parts; null when it is not such a URL. */
export function parseSmtpUrl(value: string): SmtpConfig | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') return null;
  // Options after ? or # would be silently dropped; saying so beats a set-up that quietly ignores them.
  if (url.search !== '' || url.hash !== '' || (url.pathname !== '' && url.pathname !== '/')) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') return null;
  const user = decoded(url.username);
  const pass = decoded(url.password);
  if (user === null || pass === null || (pass !== '' && user === '')) return null;
  return {
    host,
    // Nodemailer's defaults: submission (587, STARTTLS) or implicit TLS (465).
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user === '' ? null : { user, pass },
  };
}

/** `noreply@example.com` or `Display Name <noreply@example.com>` (the name may be quoted); null otherwise. */
export function parseMailFrom(value: string): { name: string; address: string } | null {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const rawName = named ? (named[1] ?? '') : '';
  const address = (named ? (named[2] ?? '') : value).trim();
  if (!isMailAddress(address)) return null;
  const name = rawName
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  // A line break in a header value would start a header of its own.
  if ([...name].some((char) => char < ' ' || char === '\u007f' || '"<>'.includes(char)) || name.length > 100) {
    return null;
  }
  return { name: name || PRODUCT_NAME, address };
}

/** local@domain, with none of the characters that would need quoting in a header, and a domain of labels. */
export function isMailAddress(value: string): boolean {
  const match = /^([^\s@<>"(),;:\\[\]]+)@([^\s@<>"(),;:\\[\]]+)$/.exec(value);
  return match !== null && value.length <= 254 && !(match[2] ?? '').split('.').some((label) => label === '');
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

// noreply@ the product's own host (without www.); an address in brackets or localhost cannot take mail anyway.
function senderDomainOf(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  return isIP(host.replace(/^\[(.*)\]$/, '$1')) ? 'localhost' : host;
}
