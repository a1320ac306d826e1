import * as z from 'zod/mini';

/** An e-mail address as every form takes it: trimmed, lower case, checked, at most 254 characters. */
export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.email({ error: 'invalid_email' }), z.maxLength(254, { error: 'too_long' }));
