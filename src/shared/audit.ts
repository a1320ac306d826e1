// The audit log of a workspace: who did what to which object, when and from where. Shared by the server (its API and
// CSV) and the web app (the settings page and its filters).
import * as z from 'zod/mini';
import { instantSchema, limitSchema } from './list.js';

/** How long entries are kept. */
export const AUDIT_RETENTION_DAYS = 365;
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

/**
 * The kinds of objects entries are about, which the filter offers: each entry's action is `<kind>.<verb>`, e.g.
 * `link.created`, `member.role_changed`, `export.downloaded`.
 */
export const AUDIT_SUBJECT_TYPES = [
  'link',
  'qr_code',
  'qr_template',
  'campaign',
  'location',
  'tag',
  'utm_template',
  'page',
  'media',
  'form',
  'question',
  'event',
  'workspace',
  'member',
  'invitation',
  'api_key',
  'webhook',
  'billing',
  'export',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

const isoDay = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }), z.describe('A day, `YYYY-MM-DD` (UTC).'));

export const auditQuerySchema = z.strictObject({
  actor: z.optional(z.string().check(z.minLength(1), z.describe('Only what this person (user id) did.'))),
  subjectType: z.optional(
    z
      .enum(AUDIT_SUBJECT_TYPES, { error: 'invalid_option' })
      .check(z.describe('Only entries about this kind of object.')),
  ),
  from: z.optional(isoDay.check(z.describe('From this day on (UTC), inclusive.'))),
  to: z.optional(isoDay.check(z.describe('Up to this day (UTC), inclusive.'))),
  cursor: z.optional(z.string().check(z.describe('`nextCursor` of the previous page.'))),
  limit: z.optional(
    limitSchema(AUDIT_PAGE_MAX, `Entries per page, 1–${AUDIT_PAGE_MAX} (default ${AUDIT_PAGE_DEFAULT}).`),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: instantSchema,
  actor: z.object({
    kind: z.enum(['person', 'api_key', 'product']).check(z.describe('`product`: the product itself (a clean-up).')),
    id: z.nullable(z.string()),
    name: z.nullable(z.string().check(z.describe('Their name at the time (a key: its name).'))),
    /** For a key: the person who made it. */
    userId: z.nullable(z.string()),
  }),
  action: z.string().check(z.describe('`<kind>.<verb>`, e.g. `link.created`, `member.removed`.')),
  subject: z.object({
    type: z.string(),
    id: z.nullable(z.string()),
    name: z.nullable(z.string().check(z.describe('The object’s name at the time.'))),
  }),
  details: z.record(z.string(), z.unknown()).check(z.describe('What changed: fields, roles, an address…')),
  country: z.nullable(z.string().check(z.describe('ISO 3166-1 alpha-2 code of where the request came from.'))),
  device: z.nullable(z.string().check(z.describe('The browser and system, e.g. `Firefox · Ubuntu`.'))),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof auditPageSchema>;
