import * as z from 'zod/mini';
import { createLinkSchema, updateLinkSchema, type Link } from '../../../shared/links.js';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../../lib/local-time.js';
import { emptySmartForm, SMART_FIELDS, smartBody, smartToForm, type SmartFormValues } from '../smart/index.js';

/**
 * What the link form's inputs hold: text as typed, the expiry as a datetime-local value in the viewer's zone (or
 * 'invalid' while its text is not a date, which the shared schema refuses as invalid_date), and the smart
 * destination's rules, split, password and tags as their editors hold them.
 */
export interface LinkFormValues extends SmartFormValues {
  name: string;
  url: string;
  hash: string;
  expiresAt: string;
  fallbackUrl: string;
  notes: string;
  forwardQuery: boolean;
  /** The campaign the link's clicks also count for; '' for none. */
  campaignId: string;
  /** Edit form, with a new hash: let the old code go at once instead of keeping it as an alias. */
  freeOldHash: boolean;
  /** The expiry the link already has (edit form), in the same form; '' for a new link. */
  savedExpiresAt: string;
}

export const LINK_FORM_FIELDS = [
  'name',
  'url',
  'hash',
  'expiresAt',
  'fallbackUrl',
  'notes',
  'forwardQuery',
  'campaignId',
  'freeOldHash',
  ...SMART_FIELDS,
] as const;

const formValues = z
  .object({
    name: z.string(),
    url: z.string(),
    hash: z.string(),
    expiresAt: z.string(),
    fallbackUrl: z.string(),
    notes: z.string(),
    forwardQuery: z.boolean(),
    campaignId: z.string(),
    freeOldHash: z.boolean(),
    savedExpiresAt: z.string(),
    rules: z.custom<SmartFormValues['rules']>(),
    split: z.custom<SmartFormValues['split']>(),
    password: z.string(),
    passwordMode: z.custom<SmartFormValues['passwordMode']>(),
    tagIds: z.custom<SmartFormValues['tagIds']>(),
  })
  .check(
    // A newly chosen expiry must lie ahead (the server refuses it too). One the link already has may have passed:
    // renaming an expired link must not force a new date on it.
    z.superRefine((values, ctx) => {
      if (values.expiresAt === '' || values.expiresAt === values.savedExpiresAt) return;
      const moment = new Date(values.expiresAt).getTime();
      if (!Number.isNaN(moment) && moment <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'expiry_in_past', input: values.expiresAt });
      }
    }),
  );

// The inputs become the API's body (expiry as an ISO instant with offset, blanks as null, the password only when it
// changes); the shared schema then checks it with the server's own rules, so both sides refuse the same input with
// the same codes on the same paths (`rules.0.url`).
const asApiBody = z.pipe(
  formValues,
  // An unticked "free the old code" is no change at all (and a new link has no old code to free).
  z.transform((form): z.input<typeof updateLinkSchema> => {
    const { savedExpiresAt: _saved, freeOldHash, rules, split, password, passwordMode, tagIds, ...values } = form;
    return {
      ...values,
      ...(freeOldHash && { freeOldHash }),
      expiresAt: values.expiresAt ? dateTimeLocalToIso(values.expiresAt) : null,
      fallbackUrl: values.fallbackUrl.trim() === '' ? null : values.fallbackUrl,
      ...smartBody({ rules, split, password, passwordMode, tagIds }),
    };
  }),
);

export const createLinkFormSchema = z.pipe(asApiBody, createLinkSchema);
export const updateLinkFormSchema = z.pipe(asApiBody, updateLinkSchema);

export function emptyLinkForm(hash: string): LinkFormValues {
  return {
    name: '',
    url: '',
    hash,
    expiresAt: '',
    fallbackUrl: '',
    notes: '',
    forwardQuery: false,
    campaignId: '',
    freeOldHash: false,
    savedExpiresAt: '',
    ...emptySmartForm(),
  };
}

export function linkToForm(link: Link): LinkFormValues {
  const expiresAt = isoToDateTimeLocal(link.expiresAt);
  return {
    name: link.name,
    url: link.url,
    hash: link.hash,
    expiresAt,
    savedExpiresAt: expiresAt,
    fallbackUrl: link.fallbackUrl ?? '',
    notes: link.notes ?? '',
    forwardQuery: link.forwardQuery,
    campaignId: link.campaignId ?? '',
    freeOldHash: false,
    ...smartToForm(link),
  };
}

/** Only what the person changed goes into a PATCH: an untouched hash or target is never rewritten. */
export function changedFields<T extends object>(values: T, changed: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => changed.has(key))) as Partial<T>;
}
