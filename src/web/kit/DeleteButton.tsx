import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Permission } from '../../shared/workspaces.js';
import { Button } from '../components/ui/Button.js';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.js';
import { useCan } from '../session/use-can.js';

/**
 * A delete (or revoke) button that asks first. The dialog says what goes with the item; while the delete runs it
 * stays open, and a failed one shows its error in the dialog (translated) instead of closing. `onDeleted` runs
 * once the item is gone, e.g. to leave its page. A role without `permission` (content: `edit`) sees no button.
 */
export function DeleteButton({
  label,
  accessibleLabel,
  title,
  description,
  confirmLabel,
  onDelete,
  onDeleted,
  compact = false,
  permission = 'edit',
}: {
  label: string;
  /** A fuller name for screen readers where the visible label alone is ambiguous ("Revoke" in a table row). */
  accessibleLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  /** The smaller button of a table row or card. */
  compact?: boolean;
  /** What the role needs for this delete: `edit` for content, `manage_keys` for an API key. */
  permission?: Permission;
}) {
  if (!useCan(permission)) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          className={`text-red-700 ${compact ? 'px-3 py-1.5' : ''}`}
          aria-label={accessibleLabel}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        await onDelete();
        onDeleted?.();
      }}
    />
  );
}
