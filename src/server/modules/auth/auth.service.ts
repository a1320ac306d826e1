import type { DatabaseHandle } from '../../db/database.js';
import { AppError, httpErrors } from '../../http/errors.js';
import { emailIsRegistered } from './auth.repo.js';

export const authErrors = {
  emailTaken: () =>
    new AppError(409, 'email_taken', 'An account with this email already exists. Sign in instead.', {
      fields: [{ path: 'email', code: 'email_taken', message: 'email_taken' }],
    }),
  unknownEmail: () =>
    new AppError(401, 'unknown_email', 'No account uses this email address.', {
      fields: [{ path: 'email', code: 'unknown_email', message: 'unknown_email' }],
    }),
  wrongPassword: () =>
    new AppError(401, 'wrong_password', 'The password is not correct.', {
      fields: [{ path: 'password', code: 'wrong_password', message: 'wrong_password' }],
    }),
  socialUnavailable: () =>
    new AppError(400, 'social_sign_in_unavailable', 'This sign-in method is not set up on this server.'),
};

/**
 * better-auth answers `{ code: 'SCREAMING_CASE', message }`; the product answers one error shape everywhere, so
 * the bridge converts. `email` is the address of a failed sign-in, to tell an unknown email from a wrong password.
 */
export async function toProductError(
  { db, ping }: DatabaseHandle,
  status: number,
  body: { code?: string; message?: string } | null,
  email?: string,
): Promise<AppError> {
  const code = body?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) return authErrors.emailTaken();
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return email && (await emailIsRegistered(db, email)) ? authErrors.wrongPassword() : authErrors.unknownEmail();
  }
  if (code === 'PROVIDER_NOT_FOUND') return authErrors.socialUnavailable();
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') {
    const field = code === 'INVALID_EMAIL' ? 'email' : 'password';
    const productCode = code.toLowerCase();
    return httpErrors.validation([{ path: field, code: productCode, message: productCode }]);
  }
  if (status === 401) return httpErrors.unauthorized();
  if (status === 403) return httpErrors.forbidden();
  if (status === 404) return httpErrors.notFound();
  if (status === 429) return httpErrors.rateLimited(60);
  if (status >= 400 && status < 500) {
    return new AppError(status, 'validation_failed', body?.message ?? 'The request is not valid.');
  }
  // better-auth answers 500 for a database it cannot reach; the product says 503 so clients retry.
  return (await ping()) ? httpErrors.internal() : httpErrors.unavailable();
}
