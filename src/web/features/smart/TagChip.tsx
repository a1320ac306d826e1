import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TagColor } from '../../../shared/tags.js';
import { tagColorClasses } from './tag-colors.js';

/** A tag as a coloured chip; with `onRemove`, a button that takes it off the link or code. */
export function TagChip({ name, color, onRemove }: { name: string; color: TagColor; onRemove?: () => void }) {
  const { t } = useTranslation();
  const classes = `inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium ring-1 ${
    tagColorClasses(color).chip
  }`;
  if (!onRemove) return <span className={classes}>{name}</span>;
  return (
    <button
      type="button"
      onClick={onRemove}
      className={`${classes} hover:opacity-90`}
      aria-label={t('smart.tags.remove', { name })}
      title={t('smart.tags.remove', { name })}
    >
      <span className="min-w-0 break-words">{name}</span>
      <X className="size-3.5 shrink-0" aria-hidden="true" />
    </button>
  );
}
