// Where a dynamic QR code leads (docs/product.md, QR codes): the kinds of target, as a code's create and edit send
// them and as the API answers them.
import * as z from 'zod/mini';
import { targetUrlSchema } from './target-url.js';

/** Where a dynamic code leads; more kinds plug in here. */
export const DYNAMIC_TARGET_KINDS = ['link', 'url', 'feedback', 'page'] as const;
export type DynamicTargetKind = (typeof DYNAMIC_TARGET_KINDS)[number];

export const idSchema = z
  .string({ error: 'required' })
  .check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' }));

// A cleared select sends "" for "none".
export const optionalRef = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(64, { error: 'too_long' }))),
  z.transform((value) => (value ? value : null)),
);

export const qrTargetSchema = z.discriminatedUnion('kind', [
  /** An existing link of the workspace: the code follows the link's edits. */
  z.strictObject({ kind: z.literal('link'), linkId: idSchema }),
  /** An address of the code's own. */
  z.strictObject({ kind: z.literal('url'), url: targetUrlSchema }),
  /** A feedback form of the workspace (its public form), answered for an event when one is named. */
  z.strictObject({ kind: z.literal('feedback'), feedbackId: idSchema, eventId: z.optional(optionalRef) }),
  /** A landing page of the workspace (its public page, /p/{id}). */
  z.strictObject({ kind: z.literal('page'), pageId: idSchema }),
]);
export type QrTargetInput = z.infer<typeof qrTargetSchema>;

export const qrTargetAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('link'),
    linkId: z.string(),
    linkName: z.nullable(z.string().check(z.describe('Null once the link is deleted: the code is then inactive.'))),
    url: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  z.object({
    kind: z.literal('feedback'),
    feedbackId: z.string(),
    feedbackName: z.nullable(z.string().check(z.describe('Null once the form is deleted: the code is then inactive.'))),
    eventId: z.nullable(z.string()),
    eventName: z.nullable(z.string()),
    url: z.string().check(z.describe("The form's public address.")),
  }),
  z.object({
    kind: z.literal('page'),
    pageId: z.string(),
    pageName: z.nullable(z.string().check(z.describe('Null once the page is deleted: the code is then inactive.'))),
    url: z.string().check(z.describe("The page's public address, /p/{id}.")),
  }),
]);
export type QrTarget = z.infer<typeof qrTargetAnswerSchema>;
