import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import type { Link } from '../../../shared/links.js';
import { applyFieldErrors } from '../../api/form-errors.js';
import { errorText } from '../../i18n/errors.js';
import { LINK_FORM_FIELDS, type LinkFormValues } from './link-form-schema.js';
import { linkKeys } from './link-queries.js';
import { noticeState, type Notice } from './notice.js';

/**
 * The create and edit forms: validate with the shared schema, save, and go to the link's page. A failed save
 * stays on the form: field issues beside their fields (a taken alias on the short code), anything else above.
 */
export function useLinkForm<Out extends FieldValues>({
  schema,
  defaultValues,
  save,
  notice,
}: {
  schema: $ZodType<Out, LinkFormValues>;
  defaultValues: LinkFormValues;
  /** Sends the validated body; `changed` names the fields the person touched. */
  save: (values: Out, changed: ReadonlySet<string>) => Promise<Link>;
  notice: Notice;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LinkFormValues, unknown, Out>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const current = form.getValues();
      const changed = new Set(LINK_FORM_FIELDS.filter((field) => current[field] !== defaultValues[field]));
      const link = await save(values, changed);
      queryClient.setQueryData(linkKeys.detail(link.id), link);
      void queryClient.invalidateQueries({ queryKey: linkKeys.lists() });
      navigate(`/link/${link.id}`, { state: noticeState(notice) });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, LINK_FORM_FIELDS)) setFormError(errorText(t, error));
    }
  });

  return { form, formError, onSubmit };
}
