import type { FieldIssue, FieldLimit } from '../../shared/errors.js';

// A form field's error travels in react-hook-form as one string (its `message`): the issue's code, with the limit
// it broke or the reason it gives appended when there is one, so every field component can keep passing
// `error.message` along.
const SEPARATOR = '|';
const REASON = 'reason';

/** The message a form keeps for an issue: `too_long`, `too_long|max|characters|100`, `password_too_weak|reason|common`. */
export function fieldMessage(issue: Pick<FieldIssue, 'code' | 'limit' | 'reason'>): string {
  const { code, limit, reason } = issue;
  if (limit) return [code, limit.bound, limit.unit, String(limit.value)].join(SEPARATOR);
  return reason ? [code, REASON, reason].join(SEPARATOR) : code;
}

/** Reads a message back into its code and limit or reason; a plain code (any older or server-only message) has none. */
export function readFieldMessage(message: string): { code: string; limit?: FieldLimit; reason?: string } {
  const [code = '', bound, unit, value] = message.split(SEPARATOR);
  if (bound === REASON && unit) return { code, reason: unit };
  const number = Number(value);
  if ((bound !== 'max' && bound !== 'min') || !value || !Number.isFinite(number)) return { code };
  if (unit !== 'characters' && unit !== 'items' && unit !== 'number') return { code };
  return { code, limit: { bound, unit, value: number } };
}
