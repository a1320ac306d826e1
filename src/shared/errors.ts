import * as z from 'zod/mini';

/**
 * The one error shape of the HTTP API (docs/product.md, HTTP interface). The web app translates `code` (locale key
 * `errors.<code>`) and falls back to `message`, so every code the server can send has a translation.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'invalid_credentials',
  'wrong_password',
  'email_taken',
  'password_too_short',
  'password_too_long',
  'invalid_email',
  'social_sign_in_unavailable',
  'password_too_common',
  'password_too_weak',
  'password_not_set',
  'hash_taken',
  'current_session',
  'qr_does_not_scan',
  'code_taken',
  'import_invalid',
  'question_has_answers',
  'file_too_large',
  'media_in_use',
  'too_many_streams',
  'mail_not_configured',
  'link_invalid',
  'email_not_confirmed',
  'last_owner',
  'role_too_high',
  'invitation_other_address',
  'workspace_changed',
  'webhook_disabled',
  'tag_name_taken',
  'too_many_tags',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Field codes of the checks every request passes (server/http/input-hygiene.ts) rather than a feature's schema:
 * a string PostgreSQL cannot store (NUL, a lone UTF-16 surrogate). Translated as `field_errors.<code>`.
 */
export const INPUT_FIELD_CODES = ['invalid_characters'] as const;

/** The bound a value broke: at most (`max`) or at least (`min`) so many characters, list items, or a number. */
export const fieldLimitSchema = z.object({
  bound: z.enum(['max', 'min']),
  value: z.number(),
  unit: z.enum(['characters', 'items', 'number']),
});
export type FieldLimit = z.infer<typeof fieldLimitSchema>;

/** One failed field of a validation error: `path` is the field's path in the body or query, e.g. `email`. */
export const fieldIssueSchema = z.object({
  path: z.string().check(z.describe('The field, dotted: `name`, `items.0.url`.')),
  code: z.string().check(z.describe('Why, as a snake_case code: `required`, `too_long`, `hash_taken`…')),
  message: z.string(),
  limit: z.optional(
    fieldLimitSchema.check(z.describe('For a value too long, short, big or small: the limit it broke, e.g. 100.')),
  ),
  reason: z.optional(
    z
      .string()
      .check(
        z.describe(
          'For `password_too_weak`: why it is easy to guess — `common`, `keyboard`, `repeat`, `sequence`, `dates`, ' +
            '`words`, `personal` or `guessable`.',
        ),
      ),
  ),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error answer, documented in the OpenAPI document as `Error`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().check(z.describe('What went wrong, as a snake_case code.')),
    message: z.string().check(z.describe('The same in English words, for people reading logs.')),
    details: z.optional(
      z.looseObject({
        fields: z.optional(z.array(fieldIssueSchema)),
        retryAfterSeconds: z.optional(z.number()),
      }),
    ),
  }),
});

export interface ErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    details?: { fields?: FieldIssue[] } & Record<string, unknown>;
  };
}
