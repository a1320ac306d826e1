import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../shared/tags.js';
import { EditDeleteActions, useEditInPlace, type ItemNotice } from '../../kit/EditInPlace.js';
import { useCan } from '../../session/use-can.js';
import { useCarrierCounts } from './tag-counts.js';
import { useDeleteTag } from './tags-api.js';
import { TagChip } from '../../components/tags/TagChip.js';
import { TagForm } from './TagForm.js';

/** What just happened to which tag, said above the list. */
export type TagNotice = ItemNotice;

/** The workspace's tags, each with what carries it; an editor renames, recolours (in place) and deletes them. */
export function TagList({ tags, onNotice }: { tags: Tag[]; onNotice: (notice: TagNotice) => void }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="tag-list">
      {tags.map((tag) => (
        <TagRow key={tag.id} tag={tag} onNotice={onNotice} />
      ))}
    </ul>
  );
}

function TagRow({ tag, onNotice }: { tag: Tag; onNotice: (notice: TagNotice) => void }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const { carriers } = useCarrierCounts();
  const remove = useDeleteTag();
  const { editing, setEditing, editButton } = useEditInPlace();
  const used = carriers(tag);

  if (editing) {
    return (
      <li className="py-4">
        <h3 className="sr-only">{t('tags.edit_named', { name: tag.name })}</h3>
        <TagForm
          tag={tag}
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
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      {/* Its own line on a phone, above the buttons, rather than squeezed into a column beside them. */}
      <div className="min-w-0 flex-1 basis-56">
        <TagChip tag={tag} />
        <p className="mt-1 text-sm text-slate-600">{used || t('tags.unused')}</p>
      </div>
      {canEdit && (
        <EditDeleteActions
          editButton={editButton}
          edit={t('tags.edit')}
          editLabel={t('tags.edit_named', { name: tag.name })}
          onEdit={() => setEditing(true)}
          remove={{
            label: t('tags.delete'),
            accessibleLabel: t('tags.delete_named', { name: tag.name }),
            title: t('tags.delete_title', { name: tag.name }),
            description: used ? t('tags.delete_text', { items: used }) : t('tags.delete_text_unused'),
            confirmLabel: t('tags.delete_confirm'),
            onDelete: () => remove.mutateAsync(tag.id),
            onDeleted: () => onNotice({ kind: 'deleted', name: tag.name }),
          }}
        />
      )}
    </li>
  );
}
