import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TagRef } from '../../../shared/tags.js';
import { tagColorClasses } from './tag-colors.js';

/**
 * One tag as a chip in its colour; the name says what it is, the colour only helps the eye. `compact`: a card's small
 * chip, its name cut short when it does not fit (the whole name in the tooltip); else the name wraps as a whole. With
 * `onRemove`, the chip is a button that takes the tag off (the tag picker's chosen tags).
 */
export function TagChip({
  tag,
  compact = false,
  onRemove,
}: {
  tag: Pick<TagRef, 'name' | 'color'>;
  compact?: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const classes = `inline-flex max-w-full min-w-0 items-center gap-1 rounded-full font-medium ring-1 ring-inset ${
    compact ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'
  } ${tagColorClasses(tag.color).chip}`;
  const name = (
    <span className={compact ? 'truncate' : 'min-w-0 break-words'} title={compact ? tag.name : undefined}>
      {tag.name}
    </span>
  );
  if (!onRemove) return <span className={classes}>{name}</span>;
  const label = t('smart.tags.remove', { name: tag.name });
  return (
    <button type="button" onClick={onRemove} className={`${classes} hover:opacity-90`} aria-label={label} title={label}>
      {name}
      <X className="size-3.5 shrink-0" aria-hidden="true" />
    </button>
  );
}

/**
 * An item's tags on its card: the first few as chips, and how many more there are (their names in the tooltip and
 * for screen readers), so a card with twenty tags keeps its height.
 */
export function TagChips({ tags, max = 3 }: { tags: readonly TagRef[]; max?: number }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const shown = tags.length > max + 1 ? tags.slice(0, max) : tags;
  const rest = tags.slice(shown.length);
  return (
    <ul aria-label={t('tags.chips_label')} className="flex min-w-0 flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag.id} className="min-w-0">
          <TagChip tag={tag} compact />
        </li>
      ))}
      {rest.length > 0 && (
        <li
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          title={rest.map((tag) => tag.name).join(', ')}
        >
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">{rest.map((tag) => tag.name).join(', ')}</span>
        </li>
      )}
    </ul>
  );
}

/** A tag's colour as a small dot beside its name where a whole chip would not fit (a filter chip, a select). */
export function TagColorDot({ color }: { color: TagRef['color'] | null }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-3 shrink-0 rounded-full ${color ? tagColorClasses(color).swatch : 'bg-slate-200 ring-1 ring-slate-400 ring-inset'}`}
    />
  );
}
