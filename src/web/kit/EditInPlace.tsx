import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { Button } from '../components/ui/Button.js';
import { DeleteButton } from './DeleteButton.js';

/** What just happened to which item of a settings list, said above the list. */
export interface ItemNotice {
  kind: 'created' | 'saved' | 'deleted';
  name: string;
}

/**
 * A list row edited in place: whether its form is open, and the ref of its edit button, which gets the keyboard back
 * when the form closes (not the top of the page).
 */
export function useEditInPlace() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editing, setEditing, editButton };
}

/** A row's "Edit" (named for the item to screen readers) and "Delete" with its confirmation. */
export function EditDeleteActions({
  editButton,
  edit,
  editLabel,
  onEdit,
  remove,
}: {
  editButton: RefObject<HTMLButtonElement | null>;
  edit: string;
  editLabel: string;
  onEdit: () => void;
  remove: ComponentProps<typeof DeleteButton>;
}) {
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button ref={editButton} variant="secondary" className="px-3 py-1.5" aria-label={editLabel} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
        {edit}
      </Button>
      <DeleteButton compact {...remove} />
    </div>
  );
}
