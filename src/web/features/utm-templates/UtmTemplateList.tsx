import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UtmTemplate } from '../../../shared/utm.js';
import { Button } from '../../components/ui/Button.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { useCan } from '../../session/use-can.js';
import { utmQueryOf } from './utm-template-form.js';
import { utmTemplates } from './utm-templates-api.js';
import { UtmQuery } from './UtmQuery.js';
import { UtmTemplateForm } from './UtmTemplateForm.js';

/** What just happened to which template, said above the list. */
export interface UtmNotice {
  kind: 'created' | 'saved' | 'deleted';
  name: string;
}

/** The workspace's templates, each with the parameters it adds; an editor edits (in place) and deletes them. */
export function UtmTemplateList({
  templates,
  onNotice,
}: {
  templates: UtmTemplate[];
  onNotice: (notice: UtmNotice) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="utm-template-list">
      {templates.map((template) => (
        <TemplateRow key={template.id} template={template} onNotice={onNotice} />
      ))}
    </ul>
  );
}

function TemplateRow({ template, onNotice }: { template: UtmTemplate; onNotice: (notice: UtmNotice) => void }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const remove = utmTemplates.useRemove();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Closing the form puts the keyboard back on this row's edit button, not at the top of the page.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="py-4">
        <h3 className="mb-3 text-base font-semibold text-slate-900">{t('utm.edit_named', { name: template.name })}</h3>
        <UtmTemplateForm
          template={template}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onNotice({ kind: 'saved', name: saved.name });
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold break-words text-slate-900">{template.name}</h3>
        <UtmQuery query={utmQueryOf(template)} className="mt-1.5" />
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            ref={editButton}
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={t('utm.edit_named', { name: template.name })}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('utm.edit')}
          </Button>
          <DeleteButton
            compact
            label={t('utm.delete')}
            accessibleLabel={t('utm.delete_named', { name: template.name })}
            title={t('utm.delete_title', { name: template.name })}
            description={t('utm.delete_text')}
            confirmLabel={t('utm.delete_confirm')}
            onDelete={() => remove.mutateAsync(template.id)}
            onDeleted={() => onNotice({ kind: 'deleted', name: template.name })}
          />
        </div>
      )}
    </li>
  );
}
