import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { errorText } from '../i18n/errors.js';
import { applyFieldErrors } from './field-errors.js';
import { schemaResolver } from './schema-resolver.js';

export interface ServerFormOptions<In extends FieldValues, Out extends FieldValues, Result> {
  /** The shared schema (or a form schema piped into it): the same rules as the server, in the browser first. */
  schema: $ZodType<Out, In>;
  defaultValues: In;
  /** Sends the validated values; `changed` names the fields whose value differs from the starting values (PATCH). */
  submit: (values: Out, changed: ReadonlySet<Path<In>>) => Promise<Result>;
  /** After a successful save: navigate, reset, show a notice. */
  onSuccess?: (result: Result, values: Out) => void | Promise<void>;
  /** The fields a server issue may name; the keys of `defaultValues` unless said otherwise. */
  fields?: readonly Path<In>[];
  /** Lists whose items' issues are placed at their own paths (`rules.0.url`), for the list's editor to show. */
  nestedFields?: readonly string[];
}

export interface ServerForm<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  /** The translated message of a failure that belongs to no field (rate limited, network, a server error). */
  formError: string | null;
  onSubmit: () => Promise<void>;
  isSubmitting: boolean;
}

/** Which fields differ from their starting values (a shallow comparison, as form inputs hold plain values). */
export function changedFields<In extends FieldValues>(current: In, initial: In): Set<Path<In>> {
  return new Set(Object.keys(initial).filter((key) => current[key] !== initial[key]) as Path<In>[]);
}

/**
 * A react-hook-form form validated with the shared zod schema, whose submit sends to the server and, when that
 * fails, puts each field issue the server names (`ApiError.fields`: `hash`, `name`) beside its field and
 * anything else above the form as `formError`, translated. The form stays as typed after a failure.
 */
export function useServerForm<In extends FieldValues, Out extends FieldValues = In, Result = unknown>({
  schema,
  defaultValues,
  submit,
  onSuccess,
  fields,
  nestedFields,
}: ServerFormOptions<In, Out, Result>): ServerForm<In, Out> {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: schemaResolver(schema),
    defaultValues: defaultValues as DefaultValues<In>,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let result: Result;
    try {
      // Measured against the latest reset (a saved form starts again from what was saved).
      const initial = (form.formState.defaultValues ?? defaultValues) as In;
      result = await submit(values, changedFields(form.getValues(), initial));
    } catch (error) {
      const names = fields ?? (Object.keys(defaultValues) as Path<In>[]);
      if (!applyFieldErrors(error, form.setError, names, nestedFields)) setFormError(errorText(t, error));
      return;
    }
    await onSuccess?.(result, values);
  });

  return { form, formError, onSubmit, isSubmitting: form.formState.isSubmitting };
}
