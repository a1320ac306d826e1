import { createContext, useContext } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../i18n/errors.js';
import type { QrFormValues } from '../content/qr-form.js';

/** The live field issues of the whole form (design and payload), by form path; computed once per change. */
export const LiveIssuesContext = createContext<Record<string, string>>({});

/** The value at a dotted path (`design.frame.text`, `design.foreground.colors.0`) of a nested object. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The translated error of a field: what the last submit or the server said about it, else what the shared schema
 * says about its value now — at once (`always`: a colour is checked as it is typed) or once the person has left
 * the field (`touched`: a half-typed e-mail address is not an error yet).
 */
export function useFieldError(path: string, live: 'always' | 'touched' = 'always'): string | undefined {
  const { t } = useTranslation();
  return fieldErrorText(t, useFieldIssue(path, live));
}

/** The code of a field's error (`too_short`), for a field that explains some codes in its own words. */
export function useFieldIssue(path: string, live: 'always' | 'touched' = 'always'): string | undefined {
  const { errors, touchedFields } = useFormState<QrFormValues>();
  const issues = useContext(LiveIssuesContext);
  const submitted = (valueAt(errors, path) as { message?: string } | undefined)?.message;
  const touched = live === 'always' || valueAt(touchedFields, path) === true;
  return submitted ?? (touched ? issues[path] : undefined);
}
