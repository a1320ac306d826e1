import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.js';
import { fieldMessage } from '../i18n/field-message.js';

/**
 * Puts a failed save's field issues (`ApiError.fields`, paths like `hash` or `name`) next to their fields, the
 * first one focused, each with the limit it broke when the server names one. An issue inside one of the `nested`
 * lists (`rules.0.conditions.1.values.0` under `rules`) is placed at its own path, where the list's editor reads it.
 * Returns true when every issue found its field; otherwise the caller shows the error as a form-level message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  nested: readonly string[] = [],
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  let allPlaced = true;
  let focused = false;
  for (const issue of error.fields) {
    const field =
      fields.find((name) => name === issue.path) ??
      (nested.some((root) => issue.path.startsWith(`${root}.`)) ? (issue.path as Path<T>) : undefined);
    if (!field) {
      allPlaced = false;
      continue;
    }
    setError(field, { type: 'server', message: fieldMessage(issue) }, { shouldFocus: !focused });
    focused = true;
  }
  return allPlaced;
}
