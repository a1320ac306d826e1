// The security settings (docs/product.md, Settings): the account's active sessions, and deleting the account.
import * as z from 'zod/mini';
import { PASSWORD_MAX } from './account.js';

/** One signed-in browser of the account, as `GET /api/me/sessions` lists it. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** True for the session that asked: it is signed out with "Sign out", not from this list. */
  current: z.boolean(),
  /** Read from the user agent at sign-in; null when it does not say. */
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  signedInAt: z.string(),
  /** When the session was last renewed: exact to the day (sessions are renewed at most once a day). */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionListSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

/** `DELETE /api/me/sessions`: how many other sessions were signed out. */
export const signedOutSchema = z.object({ signedOut: z.number() });
export type SignedOut = z.infer<typeof signedOutSchema>;

/**
 * `DELETE /api/me`: the account, its workspace and everything in it. An account with a password confirms with
 * it; an account that signs in only with Google types its email address instead.
 */
export const deleteAccountSchema = z.strictObject({
  currentPassword: z.optional(
    z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX, { error: 'password_too_long' })),
  ),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, { error: 'too_long' }))),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
