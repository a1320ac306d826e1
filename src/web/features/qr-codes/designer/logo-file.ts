import { ApiError } from '../../../api/client.js';
import { LOGO_BYTES_MAX } from '../../../../shared/qr-design.js';

/**
 * What a logo may be (PNG, JPEG or SVG, at most 1 MB); the server checks the content too, so a renamed file is refused
 * there.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** Why a logo cannot be uploaded: a field code (translated as `field_errors.<code>`), or any other failure. */
export type LogoProblem = { code: string } | { error: unknown };

/** Refuses before uploading what the server would refuse anyway: another type, more than 1 MB. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logo_unsupported_type';
  if (file.size > LOGO_BYTES_MAX) return 'logo_too_big';
  return null;
}

/** The server's refusal of an upload, as the field's code where it names one. */
export function logoUploadProblem(error: unknown): LogoProblem {
  if (error instanceof ApiError) {
    if (error.status === 413) return { code: 'logo_too_big' };
    const issue = error.fields.find((field) => field.path === 'logo') ?? error.fields[0];
    if (issue) return { code: issue.code };
  }
  return { error };
}
