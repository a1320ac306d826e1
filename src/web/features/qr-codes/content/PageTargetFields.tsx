import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { QrTarget } from '../../../../shared/qr-codes.js';
import { useFieldError } from '../designer/use-field-error.js';
import { PageTargetSelect } from './PageTargetSelect.js';
import type { QrFormValues } from './qr-form.js';
import { useWorkspacePages } from './use-workspace-pages.js';

/**
 * The designer's page target. A code not yet named takes the chosen page's name (the person may change it), so a
 * code made from a page's screen is ready to save.
 */
export function PageTargetFields({ saved }: { saved: Extract<QrTarget, { kind: 'page' }> | null }) {
  const form = useFormContext<QrFormValues>();
  const pageId = useWatch({ control: form.control, name: 'target.pageId' });
  const error = useFieldError('target.pageId', 'touched');
  const pages = useWorkspacePages();
  const chosenName = pages.data?.find((page) => page.id === pageId)?.name;

  useEffect(() => {
    if (!chosenName || form.getFieldState('name').isDirty || form.getValues('name').trim() !== '') return;
    form.setValue('name', chosenName, { shouldValidate: form.formState.isSubmitted });
  }, [chosenName, form]);

  return (
    <PageTargetSelect
      select={form.register('target.pageId')}
      value={pageId ?? ''}
      error={error}
      saved={saved && saved.pageName !== null ? { id: saved.pageId, name: saved.pageName } : null}
      deleted={saved?.pageName === null && pageId === ''}
    />
  );
}
