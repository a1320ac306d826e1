// What a static QR code carries (docs/product.md, QR codes): the payload is encoded into the code itself, so it is
// never tracked and cannot change after printing. Each kind has its own fields and the text format phones understand.
import * as z from 'zod/mini';
import { optionalWebUrlSchema, targetUrlSchema } from './links.js';

export const STATIC_KINDS = ['url', 'text', 'email', 'sms', 'phone', 'wifi', 'vcard'] as const;
export type StaticKind = (typeof STATIC_KINDS)[number];
export const WIFI_SECURITY = ['WPA', 'WEP', 'nopass'] as const;

export const TEXT_MAX = 1000;
const SHORT_MAX = 200;

const required = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'too_long' }));
const optional = (max: number) =>
  z.optional(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(max, { error: 'too_long' })));

// An address in a mail link: no spaces, no second @, and nothing a URL would read as the end of the address (a
// pasted `mailto:a@b.c?subject=Hi` must not slip its query into the code).
const EMAIL = /^[^\s@:/?#<>()[\]\\",;]+@[^\s@:/?#<>()[\]\\",;]+\.[^\s@:/?#<>()[\]\\",;]+$/;
// Digits with an optional leading +; spaces, dots, dashes and brackets people type are dropped.
const PHONE = /^\+?[0-9]{3,20}$/;
const cleanPhone = (value: string) => value.replace(/[\s().-]/g, '');
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * People paste whole links into fields that take only what follows the scheme (`mailto:a@b.c` as the address). The
 * field's own schemes, in any case, are dropped, as the encoder writes its own; any other scheme is refused, since
 * the code would carry something the field does not mean.
 */
const withoutScheme = (...schemes: string[]) =>
  z.transform((value: string, ctx) => {
    const scheme = SCHEME.exec(value);
    if (!scheme) return value;
    if (schemes.includes(scheme[1]?.toLowerCase() ?? '')) return value.slice(scheme[0].length).trim();
    ctx.issues.push({ code: 'custom', message: 'wrong_scheme', input: value });
    return z.NEVER;
  });

const emailSchema = z.pipe(
  z.string({ error: 'required' }).check(z.trim()),
  z.pipe(
    withoutScheme('mailto'),
    z
      .string()
      .check(
        z.minLength(1, { error: 'required' }),
        z.maxLength(254, { error: 'too_long' }),
        z.regex(EMAIL, { error: 'invalid_email' }),
      ),
  ),
);
const phoneSchema = (...schemes: string[]) =>
  z.pipe(
    z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' })),
    z.pipe(
      withoutScheme(...schemes),
      z.pipe(
        z.transform(cleanPhone),
        z.string().check(z.minLength(1, { error: 'required' }), z.regex(PHONE, { error: 'invalid_phone' })),
      ),
    ),
  );
const optionalPhone = z.optional(
  z.pipe(
    z.string({ error: 'invalid_type' }).check(z.trim()),
    z.pipe(
      withoutScheme('tel'),
      z.pipe(
        z.transform(cleanPhone),
        z.string().check(z.refine((value) => value === '' || PHONE.test(value), { error: 'invalid_phone' })),
      ),
    ),
  ),
);
const optionalEmail = z.optional(
  z.pipe(
    z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(254, { error: 'too_long' })),
    z.pipe(
      withoutScheme('mailto'),
      z.string().check(z.refine((value) => value === '' || EMAIL.test(value), { error: 'invalid_email' })),
    ),
  ),
);

export const staticPayloadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('url'), url: targetUrlSchema }),
  z.strictObject({ kind: z.literal('text'), text: required(TEXT_MAX) }),
  z.strictObject({
    kind: z.literal('email'),
    to: emailSchema,
    subject: optional(SHORT_MAX),
    body: optional(TEXT_MAX),
  }),
  z.strictObject({ kind: z.literal('sms'), phone: phoneSchema('sms', 'smsto'), message: optional(TEXT_MAX) }),
  z.strictObject({ kind: z.literal('phone'), phone: phoneSchema('tel') }),
  z.strictObject({
    kind: z.literal('wifi'),
    ssid: required(32),
    security: z.enum(WIFI_SECURITY, { error: 'invalid_option' }),
    password: optional(63),
    hidden: z.optional(z.boolean({ error: 'invalid_type' })),
  }),
  z.strictObject({
    kind: z.literal('vcard'),
    firstName: optional(SHORT_MAX),
    lastName: optional(SHORT_MAX),
    organization: optional(SHORT_MAX),
    title: optional(SHORT_MAX),
    phone: optionalPhone,
    mobile: optionalPhone,
    email: optionalEmail,
    website: z.optional(optionalWebUrlSchema),
    street: optional(SHORT_MAX),
    city: optional(SHORT_MAX),
    postalCode: optional(32),
    country: optional(SHORT_MAX),
    note: optional(TEXT_MAX),
  }),
]);
export type StaticPayload = z.infer<typeof staticPayloadSchema>;

/** The Wi-Fi format's special characters (\ ; , : ") are escaped with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/** vCard 3.0 (and iCalendar) text values escape \ , ; and line breaks (RFC 2426 §4); a lone CR is a break too. */
export function escapeVcard(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// RFC 2425 §5.8.1 (and RFC 5545 §3.1 for calendars): lines longer than 75 octets are folded with CRLF and a space,
// never inside a UTF-8 sequence.
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A contact's fields: a static vCard code's, or a landing page's (which also has a region). */
export type VcardFields = Omit<Extract<StaticPayload, { kind: 'vcard' }>, 'kind'> & { region?: string };

/** A vCard 3.0 (RFC 2426) with CRLF line ends, escaped values and folded lines: what phones import. */
export function encodeVcard(payload: VcardFields): string {
  const v = (value: string | undefined) => escapeVcard(value ?? '');
  const fullName = [payload.firstName, payload.lastName].filter(Boolean).join(' ') || payload.organization || '';
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${v(payload.lastName)};${v(payload.firstName)};;;`];
  lines.push(`FN:${escapeVcard(fullName)}`);
  if (payload.organization) lines.push(`ORG:${v(payload.organization)}`);
  if (payload.title) lines.push(`TITLE:${v(payload.title)}`);
  if (payload.phone) lines.push(`TEL;TYPE=WORK,VOICE:${payload.phone}`);
  if (payload.mobile) lines.push(`TEL;TYPE=CELL:${payload.mobile}`);
  if (payload.email) lines.push(`EMAIL;TYPE=INTERNET:${payload.email}`);
  if (payload.website) lines.push(`URL:${v(payload.website)}`);
  if (payload.street || payload.city || payload.region || payload.postalCode || payload.country) {
    lines.push(
      `ADR;TYPE=WORK:;;${v(payload.street)};${v(payload.city)};${v(payload.region)};${v(payload.postalCode)};${v(payload.country)}`,
    );
  }
  if (payload.note) lines.push(`NOTE:${v(payload.note)}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n');
}

/** The exact text a static code carries. */
export function encodeStaticPayload(payload: StaticPayload): string {
  switch (payload.kind) {
    case 'url':
      return payload.url;
    case 'text':
      return payload.text;
    case 'email': {
      const query = new URLSearchParams();
      if (payload.subject) query.set('subject', payload.subject);
      if (payload.body) query.set('body', payload.body);
      // URLSearchParams writes spaces as +, which mail apps show literally; mailto wants %20 (RFC 6068).
      const search = query.toString().replace(/\+/g, '%20');
      return `mailto:${payload.to}${search ? `?${search}` : ''}`;
    }
    case 'sms':
      return `SMSTO:${payload.phone}:${payload.message ?? ''}`;
    case 'phone':
      return `tel:${payload.phone}`;
    case 'wifi': {
      const password = payload.security === 'nopass' ? '' : `P:${escapeWifi(payload.password ?? '')};`;
      const hidden = payload.hidden ? 'H:true;' : '';
      return `WIFI:T:${payload.security};S:${escapeWifi(payload.ssid)};${password}${hidden};`;
    }
    case 'vcard':
      return encodeVcard(payload);
  }
}

/** Rules one field cannot tell: a secured network needs a password, a contact needs a name. */
export function staticPayloadIssues(payload: StaticPayload): { path: string; code: string }[] {
  if (payload.kind === 'wifi' && payload.security !== 'nopass') {
    if (!payload.password) return [{ path: 'password', code: 'required' }];
    // WPA passphrases are 8 to 63 characters; a shorter one could never join the network.
    if (payload.security === 'WPA' && payload.password.length < 8) return [{ path: 'password', code: 'too_short' }];
  }
  if (payload.kind === 'vcard' && !payload.firstName && !payload.lastName && !payload.organization) {
    return [{ path: 'firstName', code: 'required' }];
  }
  return [];
}
