// A static code's payload as the QR form holds it: every kind's fields in one bag, which of them each kind shows and
// sends, and the check the server will make (the shared schema, then the rules one field cannot tell).
import * as z from 'zod/mini';
import {
  staticPayloadIssues,
  staticPayloadSchema,
  type StaticKind,
  type StaticPayload,
  type WIFI_SECURITY,
} from '../../../../shared/qr-payloads.js';

export type WifiSecurity = (typeof WIFI_SECURITY)[number];

/** Every static kind's fields in one bag (a phone number typed for an SMS stays when the type becomes phone). */
export interface PayloadDraft {
  url: string;
  text: string;
  to: string;
  subject: string;
  body: string;
  phone: string;
  message: string;
  ssid: string;
  security: WifiSecurity;
  password: string;
  hidden: boolean;
  firstName: string;
  lastName: string;
  organization: string;
  title: string;
  mobile: string;
  email: string;
  website: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  note: string;
}

/** The fields each static kind shows, in order (the vCard's as in a phone's contact card). */
export const PAYLOAD_FIELDS: Record<StaticKind, readonly (keyof PayloadDraft)[]> = {
  url: ['url'],
  text: ['text'],
  email: ['to', 'subject', 'body'],
  sms: ['phone', 'message'],
  phone: ['phone'],
  wifi: ['ssid', 'security', 'password', 'hidden'],
  vcard: [
    'firstName',
    'lastName',
    'organization',
    'title',
    'phone',
    'mobile',
    'email',
    'website',
    'street',
    'city',
    'postalCode',
    'country',
    'note',
  ],
};

export const EMPTY_PAYLOAD: PayloadDraft = {
  url: '',
  text: '',
  to: '',
  subject: '',
  body: '',
  phone: '',
  message: '',
  ssid: '',
  security: 'WPA',
  password: '',
  hidden: false,
  firstName: '',
  lastName: '',
  organization: '',
  title: '',
  mobile: '',
  email: '',
  website: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
  note: '',
};

/** The payload of a kind from the bag: only its fields, empty optional ones left out. */
export function payloadInput(kind: StaticKind, draft: PayloadDraft): z.input<typeof staticPayloadSchema> {
  const payload: Record<string, unknown> = { kind };
  for (const field of PAYLOAD_FIELDS[kind]) {
    const value = draft[field];
    if (field === 'password' && draft.security === 'nopass') continue;
    if (field === 'hidden') {
      if (value === true) payload.hidden = true;
      continue;
    }
    if (typeof value === 'string' && value.trim() === '' && !REQUIRED_FIELDS[kind].includes(field)) continue;
    payload[field] = value;
  }
  return payload as z.input<typeof staticPayloadSchema>;
}

// Sent even when empty, so the schema answers `required` on them rather than on the payload as a whole.
const REQUIRED_FIELDS: Record<StaticKind, readonly (keyof PayloadDraft)[]> = {
  url: ['url'],
  text: ['text'],
  email: ['to'],
  sms: ['phone'],
  phone: ['phone'],
  wifi: ['ssid', 'security'],
  vcard: [],
};

export interface PayloadCheck {
  payload: StaticPayload | null;
  /** Field codes by form path (`payload.ssid` → `required`). */
  issues: Record<string, string>;
}

/** Validates a static payload as the server does (the schema, then the rules one field cannot tell). */
export function checkPayload(kind: StaticKind, draft: PayloadDraft): PayloadCheck {
  const result = z.safeParse(staticPayloadSchema, payloadInput(kind, draft));
  const issues: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) issues[['payload', ...issue.path.map(String)].join('.')] ??= issue.message;
    return { payload: null, issues };
  }
  for (const issue of staticPayloadIssues(result.data)) issues[`payload.${issue.path}`] ??= issue.code;
  return Object.keys(issues).length > 0 ? { payload: null, issues } : { payload: result.data, issues };
}
