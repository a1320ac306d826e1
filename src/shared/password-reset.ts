import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema } from './account.js';

/** A link's token as mailed: 43 base64url characters (256 random bits); anything else is no link of ours. */
export const accountLinkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'link_invalid' }));

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/**
 * The one answer to a reset request, whether or not an account uses the address: nothing in it (status, body,
 * headers) tells the two apart.
 */
export const passwordResetRequestedSchema = z.object({ accepted: z.literal(true) });

export const resetLinkCheckSchema = z.object({ token: accountLinkTokenSchema });

/** A reset link that still works: the address it is for (for the password manager's user-name field). */
export const resetLinkSchema = z.object({ email: z.string() });

/** The new password, set by the link. */
export const passwordResetSchema = z.object({ token: accountLinkTokenSchema, password: newPasswordSchema });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** Sign-up on a server with mail: the same answer whether or not the address was free (the mail says which). */
export const signUpPendingSchema = z.object({ confirmEmail: z.literal(true) });
