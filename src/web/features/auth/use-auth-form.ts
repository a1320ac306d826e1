import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import { applyFieldErrors } from '../../kit/field-errors.js';
import { schemaResolver } from '../../kit/schema-resolver.js';
import { errorText } from '../../i18n/errors.js';
import { fetchMe } from '../../session/auth-api.js';
import { meQueryKey, safeReturnPath } from '../../session/session.js';

/**
 * The sign-in and sign-up forms: validate with the shared schema, send, read the new session, and go on to the
 * page first asked for (`?next=`). A failure stays on the form: field issues beside their fields, anything else
 * as `formError`.
 */
export function useAuthForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  send: (values: T) => Promise<unknown>,
  /** Sees the answer first; true when it was handled (a sign-up waiting for its mail) and nobody is signed in. */
  handled?: (answer: unknown, values: T) => boolean,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: schemaResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await send(values);
      if (handled?.(answer, values)) return;
      await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
      navigate(returnTo, { replace: true });
    } catch (error) {
      const fields = Object.keys(defaultValues) as Path<T>[];
      if (!applyFieldErrors(error, form.setError, fields)) setFormError(errorText(t, error));
    }
  });

  return { form, formError, onSubmit, returnTo, hasNext: params.has('next') };
}
