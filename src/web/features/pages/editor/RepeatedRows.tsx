import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.js';

interface RepeatedRowsProps {
  /** The rows' keys (useFieldArray's `fields`). */
  rows: readonly { id: string }[];
  /** The grid of a row on a laptop: its fields, then the remove button. */
  columns: string;
  renderRow: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** The list's own error (too many, none). */
  error?: string;
  addLabel: string;
  /** False at the list's maximum. */
  canAdd: boolean;
  onAdd: () => void;
}

/** A list of rows the person adds and removes (a business page's buttons, a social page's profiles). */
export function RepeatedRows({
  rows,
  columns,
  renderRow,
  removeLabel,
  onRemove,
  error,
  addLabel,
  canAdd,
  onAdd,
}: RepeatedRowsProps) {
  const { t } = useTranslation();
  return (
    <>
      {rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.id} className={`grid gap-3 rounded-xl border border-slate-200 p-3 ${columns} sm:items-start`}>
              {renderRow(index)}
              <Button
                variant="ghost"
                className="self-end text-red-700 sm:mb-0.5"
                aria-label={removeLabel(index)}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sm:sr-only">{t('page.remove')}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
      <Button variant="secondary" disabled={!canAdd} onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
