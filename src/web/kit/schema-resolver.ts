import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { toFieldIssue } from '../../shared/field-issues.js';
import { fieldMessage } from '../i18n/field-message.js';

/**
 * A react-hook-form resolver for a shared zod schema. Unlike the stock zod resolver it keeps the limit a value
 * broke in the field's message (as the server's 422 does), so "too long" can say "At most 100 characters.".
 * The first issue of a field is the one shown.
 */
export function schemaResolver<In extends FieldValues, Out extends FieldValues>(
  schema: $ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const zodIssue of result.error.issues) {
      const issue = toFieldIssue(zodIssue);
      errors[issue.path] ??= { type: zodIssue.code, message: fieldMessage(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
