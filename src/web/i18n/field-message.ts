import type { FieldIssue, FieldLimit } from '../../shared/errors.js';

// A form field's error travels in react-hook-form as one string (its `message`): the issue's code, with the limit
// it broke appended when there is one, so every field component can keep passing `error.message` along.
const SEPARATOR = '|';

/** The message a form keeps for an issue: `too_long`, or `too_long|max|characters|100`. */
export function fieldMessage(issue: Pick<FieldIssue, 'code' | 'limit'>): string {
  const { code, limit } = issue;
  return limit ? [code, limit.bound, limit.unit, String(limit.value)].join(SEPARATOR) : code;
}

/** Reads a message back into its code and limit; a plain code (any older or server-only message) has no limit. */
export function readFieldMessage(message: string): { code: string; limit?: FieldLimit } {
  const [code = '', bound, unit, value] = message.split(SEPARATOR);
  const number = Number(value);
  if ((bound !== 'max' && bound !== 'min') || !value || !Number.isFinite(number)) return { code };
  if (unit !== 'characters' && unit !== 'items' && unit !== 'number') return { code };
  return { code, limit: { bound, unit, value: number } };
}
