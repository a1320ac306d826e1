import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.js';

// The roles a refusal may name as the least one needed (shared/workspaces.ts; not imported, see below).
const NEEDED_ROLES = new Set(['owner', 'admin', 'editor']);

/**
 * The translated message of any failure: a known error code, else the server's message, else a generic line. A
 * refusal for the role (403 `forbidden` with `details.role`, the least role needed) says who may.
 * A module of its own, without the shared schemas, because the first screen (RequireAuth) needs it.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.internal_error');
  const needed = error.details.role;
  if (error.code === 'forbidden' && typeof needed === 'string' && NEEDED_ROLES.has(needed)) {
    return t(`access.forbidden_${needed}`);
  }
  if (error.code === 'invitation_other_address' && typeof error.details.email === 'string') {
    return t('errors.invitation_other_address', { email: error.details.email });
  }
  return t(`errors.${error.code}`, { defaultValue: error.message });
}
