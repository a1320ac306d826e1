import * as Dialog from '@radix-ui/react-dialog';
import { BookmarkPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError } from '../../../api/client.js';
import { createQrTemplateSchema, TEMPLATE_NAME_MAX } from '../../../../shared/qr-codes.js';
import type { QrDesign } from '../../../../shared/qr-design.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { DialogActions, DialogPanel } from '../../../components/ui/DialogPanel.js';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import { TextField } from '../../../components/ui/TextField.js';
import { errorText, fieldErrorText } from '../../../i18n/errors.js';
import { DeleteButton } from '../../../kit/DeleteButton.js';
import type { QrFormValues } from '../content/qr-form.js';
import { qrTemplates } from '../qr-queries.js';
import { designToDraft } from './design-draft.js';

/**
 * The workspace's saved designs: apply one to the designer, save the current design as one (named in a small
 * dialog), or delete the chosen one (after a confirmation).
 */
export function TemplatesBar({ design }: { design: QrDesign | null }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<QrFormValues>();
  const templates = qrTemplates.useList();
  const remove = qrTemplates.useRemove();
  const items = templates.data?.pages.flatMap((page) => page.items) ?? [];
  const [chosenId, setChosenId] = useState('');
  const chosen = items.find((item) => item.id === chosenId);
  const [applied, setApplied] = useState<string | null>(null);

  const apply = (templateId: string) => {
    setChosenId(templateId);
    const template = items.find((item) => item.id === templateId);
    if (!template) return;
    form.setValue('design', designToDraft(template.design), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setApplied(template.name);
  };

  const hint = templates.isError
    ? errorText(t, templates.error)
    : items.length === 0 && !templates.isPending
      ? t('qr_designer.templates.none')
      : applied
        ? t('qr_designer.templates.applied', { name: applied })
        : t('qr_designer.templates.hint');

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-700">
            {t('qr_designer.templates.apply')}
          </label>
          <select
            id={id}
            value={chosen ? chosenId : ''}
            disabled={items.length === 0}
            onChange={(event) => apply(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={`${controlClass(undefined)} disabled:bg-slate-50 disabled:text-slate-500`}
          >
            <option value="">{t('qr_designer.templates.apply_placeholder')}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveTemplateDialog design={design} onSaved={(saved) => setChosenId(saved)} />
          {chosen && (
            <DeleteButton
              label={t('qr_designer.templates.delete')}
              accessibleLabel={t('qr_designer.templates.delete_named', { name: chosen.name })}
              title={t('qr_designer.templates.delete_title', { name: chosen.name })}
              description={t('qr_designer.templates.delete_text')}
              confirmLabel={t('qr_designer.templates.delete')}
              onDelete={() => remove.mutateAsync(chosen.id)}
              onDeleted={() => {
                setChosenId('');
                setApplied(null);
              }}
            />
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="hint-text text-sm text-slate-500" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

function SaveTemplateDialog({ design, onSaved }: { design: QrDesign | null; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const create = qrTemplates.useCreate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events on through the portal: the designer's own form must not submit too.
    event.stopPropagation();
    setNameError(null);
    setFailure(null);
    if (!design) {
      setFailure(t('qr_designer.templates.design_invalid'));
      return;
    }
    const parsed = z.safeParse(createQrTemplateSchema, { name, design });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((item) => item.path[0] === 'name');
      if (issue) setNameError(issue.message);
      else setFailure(t('qr_designer.templates.design_invalid'));
      return;
    }
    try {
      const saved = await create.mutateAsync(parsed.data);
      onSaved(saved.id);
      setOpen(false);
      setName('');
    } catch (error) {
      const issue = error instanceof ApiError ? error.fields.find((item) => item.path === 'name') : undefined;
      if (issue) setNameError(issue.code);
      else setFailure(errorText(t, error));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        setNameError(null);
        setFailure(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t('qr_designer.templates.save')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel title={t('qr_designer.templates.save_title')} description={t('qr_designer.templates.save_text')}>
        <form onSubmit={(event) => void save(event)} noValidate className="mt-4 space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            label={t('qr_designer.templates.name')}
            value={name}
            maxLength={TEMPLATE_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            error={fieldErrorText(t, nameError ?? undefined)}
          />
          <DialogActions cancelLabel={t('common.cancel')} busy={create.isPending}>
            <Button type="submit" busy={create.isPending}>
              {t('qr_designer.templates.save_confirm')}
            </Button>
          </DialogActions>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
