import { useTranslation } from 'react-i18next';
import type { UtmTemplate } from '../../../shared/utm.js';
import { EditDeleteActions, useEditInPlace, type ItemNotice } from '../../kit/EditInPlace.js';
import { useCan } from '../../session/use-can.js';
import { utmQueryOf } from './utm-template-form.js';
import { utmTemplates } from './utm-templates-api.js';
import { UtmQuery } from './UtmQuery.js';
import { UtmTemplateForm } from './UtmTemplateForm.js';

/** What just happened to which template, said above the list. */
export type UtmNotice = ItemNotice;

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
  const { editing, setEditing, editButton } = useEditInPlace();

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
        <EditDeleteActions
          editButton={editButton}
          edit={t('utm.edit')}
          editLabel={t('utm.edit_named', { name: template.name })}
          onEdit={() => setEditing(true)}
          remove={{
            label: t('utm.delete'),
            accessibleLabel: t('utm.delete_named', { name: template.name }),
            title: t('utm.delete_title', { name: template.name }),
            description: t('utm.delete_text'),
            confirmLabel: t('utm.delete_confirm'),
            onDelete: () => remove.mutateAsync(template.id),
            onDeleted: () => onNotice({ kind: 'deleted', name: template.name }),
          }}
        />
      )}
    </li>
  );
}
