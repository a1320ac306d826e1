import type { ErrorBody, ErrorCode, FieldIssue } from '../../shared/errors.js';

/** The only error the server throws on purpose; the error handler turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['error']['details'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

/** Errors every module may throw; a feature adds its own constructors beside its service (e.g. `linkErrors`). */
export const httpErrors = {
  validation: (fields: FieldIssue[]) =>
    new AppError(422, 'validation_failed', 'Some fields are not valid.', { fields }),
  invalidJson: () => new AppError(400, 'invalid_json', 'The request body is not valid JSON.'),
  unauthorized: () => new AppError(401, 'unauthorized', 'Sign in to continue.'),
  forbidden: () => new AppError(403, 'forbidden', 'You are not allowed to do this.'),
  notFound: (what = 'resource') => new AppError(404, 'not_found', `This ${what} does not exist.`),
  payloadTooLarge: () => new AppError(413, 'payload_too_large', 'The request is too large.'),
  unsupportedMediaType: () => new AppError(415, 'validation_failed', 'This content type is not accepted here.'),
  /** An uploaded file over its limit; the upload form shows it beside the file field. */
  fileTooLarge: (maxBytes: number) =>
    new AppError(413, 'file_too_large', `The file is larger than ${maxBytes} bytes.`, {
      maxBytes,
      fields: [{ path: 'file', code: 'file_too_large', message: 'file_too_large' }],
    }),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
      retryAfterSeconds,
    }),
  internal: () => new AppError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  unavailable: () =>
    new AppError(503, 'service_unavailable', 'The service is briefly unavailable. Please try again in a moment.'),
};
