import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import type { FieldIssue } from '../../shared/errors.js';
import { toFieldIssue } from '../../shared/field-issues.js';
import { httpErrors } from './errors.js';

/**
 * Turns zod issues into the field list of a 422; the issue's message is the machine code the web app translates,
 * with the limit a too long or too large value broke, so the message can name it.
 */
export function toFieldIssues(error: $ZodError): FieldIssue[] {
  return error.issues.map(toFieldIssue);
}

/** Parses a body, query or params object with a shared schema (classic or mini zod), or throws the 422. */
export function parseWith<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input ?? {});
  if (!result.success) throw httpErrors.validation(toFieldIssues(result.error));
  return result.data;
}
