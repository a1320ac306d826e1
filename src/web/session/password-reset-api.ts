import type { PasswordResetInput } from '../../shared/password-reset.js';
import { api } from '../api/client.js';

/** Asks for a reset link: the answer is the same whether or not an account uses the address. */
export const requestPasswordReset = (email: string) =>
  api<{ accepted: true }>('/api/auth/password-reset', { method: 'POST', body: { email } });

/** The address a reset link is for, or an ApiError (410 `link_invalid`) when it no longer works. */
export const checkResetLink = (token: string) =>
  api<{ email: string }>('/api/auth/password-reset/check', { method: 'POST', body: { token } });

export const resetPassword = (input: PasswordResetInput) =>
  api<{ email: string }>('/api/auth/password-reset/confirm', { method: 'POST', body: input });

/** Follows the link mailed to a new address: it becomes the account's. */
export const confirmEmailChange = (token: string) =>
  api<{ email: string }>('/api/auth/confirm-email', { method: 'POST', body: { token } });
