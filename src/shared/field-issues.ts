import type { $ZodIssue } from 'zod/v4/core';
import type { FieldIssue, FieldLimit } from './errors.js';

const LIMIT_UNITS = { string: 'characters', array: 'items', number: 'number', int: 'number' } as const;

/**
 * The bound a too long, too short, too big or too small value broke, so the message can name it ("At most 100
 * characters."). Only inclusive bounds of strings, lists and numbers: an exclusive one ("more than 0") or an exact
 * length would need other words, and keeps the generic message.
 */
export function fieldLimitOf(issue: $ZodIssue): FieldLimit | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  if (issue.inclusive === false || ('exact' in issue && issue.exact)) return undefined;
  const unit = LIMIT_UNITS[issue.origin as keyof typeof LIMIT_UNITS];
  const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
  if (!unit || typeof bound !== 'number' || !Number.isFinite(bound)) return undefined;
  return { bound: issue.code === 'too_big' ? 'max' : 'min', value: bound, unit };
}

/**
 * One zod issue as a field issue: the path dotted, the shared schemas' snake_case message as the code (else zod's
 * own code), and the broken limit when there is one. The server's 422 and the forms' own check both use it, so a
 * field says the same whichever side refused it.
 */
export function toFieldIssue(issue: $ZodIssue): FieldIssue {
  const limit = fieldLimitOf(issue);
  return {
    path: issue.path.map(String).join('.'),
    code: /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : issue.code,
    message: issue.message,
    ...(limit && { limit }),
  };
}
