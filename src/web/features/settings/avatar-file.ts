import { AVATAR_BYTES_MAX, AVATAR_TYPES } from '../../../shared/account.js';
import { ApiError } from '../../api/client.js';

/** Why a picture cannot be uploaded: a field code (translated as `field_errors.<code>`), or any other failure. */
export type AvatarProblem = { code: string } | { error: unknown };

/**
 * Refuses before uploading what the server would refuse anyway: a file too large, or one the browser names another
 * type. A file the browser gives no type passes: the server reads the type from its bytes.
 */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (file.size > AVATAR_BYTES_MAX) return 'file_too_large';
  if (file.size === 0 || (file.type !== '' && !(AVATAR_TYPES as readonly string[]).includes(file.type))) {
    return 'unsupported_media_type';
  }
  return null;
}

/** The server's refusal of an upload as the field's code where it names one (413: too large). */
export function avatarUploadProblem(error: unknown): AvatarProblem {
  if (error instanceof ApiError) {
    if (error.status === 413) return { code: 'file_too_large' };
    const issue = error.fields.find((field) => field.path === 'file') ?? error.fields[0];
    if (issue) return { code: issue.code };
  }
  return { error };
}
