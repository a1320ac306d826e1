import type { DatabaseHandle } from '../../db/database.js';
import { AppError, httpErrors } from '../../http/errors.js';

export const authErrors = {
  emailTaken: () =>
    new AppError(409, 'email_taken', 'An account with this email already exists. Sign in instead.', {
      fields: [{ path: 'email', code: 'email_taken', message: 'email_taken' }],
    }),
  /**
   * An unknown address and a wrong password answer alike, so that sign-in tells nobody which addresses have an
   * account; better-auth hashes the given password for an unknown address too, so both take one hash's time.
   */
  invalidCredentials: () =>
    new AppError(401, 'invalid_credentials', 'The e-mail address or the password is not correct.'),
  socialUnavailable: () =>
    new AppError(400, 'social_sign_in_unavailable', 'This sign-in method is not set up on this server.'),
};

/**
 * better-auth answers `{ code: 'SCREAMING_CASE', message }`; the product answers one error shape everywhere, so
 * the bridge converts.
 */
export async function toProductError(
  { ping }: DatabaseHandle,
  status: number,
  body: { code?: string; message?: string } | null,
): Promise<AppError> {
  const code = body?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) return authErrors.emailTaken();
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return authErrors.invalidCredentials();
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
