import * as z from 'zod/mini';
import { createLinkSchema, updateLinkSchema, type Link } from '../../../shared/links.js';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../../lib/local-time.js';

/** What the link form's inputs hold: text as typed, the expiry as a datetime-local value in the viewer's zone. */
export interface LinkFormValues {
  name: string;
  url: string;
  hash: string;
  expiresAt: string;
  fallbackUrl: string;
  notes: string;
  forwardQuery: boolean;
}

export const LINK_FORM_FIELDS = ['name', 'url', 'hash', 'expiresAt', 'fallbackUrl', 'notes', 'forwardQuery'] as const;

const formValues = z.object({
  name: z.string(),
  url: z.string(),
  hash: z.string(),
  expiresAt: z.string(),
  fallbackUrl: z.string(),
  notes: z.string(),
  forwardQuery: z.boolean(),
});

// The inputs become the API's body (expiry as an ISO instant with offset, blanks as null); the shared schema then
// checks it with the server's own rules, so both sides refuse the same input with the same codes.
const asApiBody = z.pipe(
  formValues,
  z.transform((values): z.input<typeof updateLinkSchema> => ({
    ...values,
    expiresAt: values.expiresAt ? dateTimeLocalToIso(values.expiresAt) : null,
    fallbackUrl: values.fallbackUrl.trim() === '' ? null : values.fallbackUrl,
  })),
);

export const createLinkFormSchema = z.pipe(asApiBody, createLinkSchema);
export const updateLinkFormSchema = z.pipe(asApiBody, updateLinkSchema);

export function emptyLinkForm(hash: string): LinkFormValues {
  return { name: '', url: '', hash, expiresAt: '', fallbackUrl: '', notes: '', forwardQuery: false };
}

export function linkToForm(link: Link): LinkFormValues {
  return {
    name: link.name,
    url: link.url,
    hash: link.hash,
    expiresAt: isoToDateTimeLocal(link.expiresAt),
    fallbackUrl: link.fallbackUrl ?? '',
    notes: link.notes ?? '',
    forwardQuery: link.forwardQuery,
  };
}

/** Only what the person changed goes into a PATCH: an untouched hash or target is never rewritten. */
export function changedFields<T extends object>(values: T, changed: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => changed.has(key))) as Partial<T>;
}
