import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { TagColorDot, useTagList } from '../features/tags/index.js';
import { CountryFlag } from './CountryFlag.js';
import { useStatLabels } from './stat-labels.js';
import type { BreakdownFilter, FilterToggle } from './stats-filters.js';

// Breakdowns whose values are ids: a chip names the row by the label the statistics answer with it.
const LABELLED = new Set(['link', 'qr', 'route']);

/** The filters in force, each a chip that removes it (a tag's with its colour), and a button that removes them all. */
export function FilterChips({
  filters,
  stats,
  onClear,
}: {
  filters: FilterToggle;
  stats: SubjectStats | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const labels = useStatLabels();
  const tags = useTagList({ enabled: filters.tags.length > 0 }).data?.items;
  if (filters.count === 0) return null;

  const valueOf = (filter: BreakdownFilter) => {
    if (LABELLED.has(filter.dimension)) {
      const value = filter.value === '' ? null : filter.value;
      const row = stats?.breakdowns[filter.dimension]?.find((candidate) => candidate.value === value);
      return labels.rowName(filter.dimension, { value, label: row?.label });
    }
    const name = labels.value(filter.dimension, { value: filter.value === '' ? null : filter.value });
    return filter.value && filter.country ? `${name}, ${labels.country(filter.country)}` : name;
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('stats.filtered_by')}>
      <span className="text-sm font-medium text-slate-600">{t('stats.filtered_by')}</span>
      {filters.active.map((filter) => {
        const flag = filter.dimension === 'country' ? filter.value : filter.country;
        return (
          <Chip
            key={`${filter.dimension}:${filter.country ?? ''}:${filter.value}`}
            text={`${t(`stats.dimension.${filter.dimension}`)}: ${valueOf(filter)}`}
            mark={flag ? <CountryFlag code={flag} /> : null}
            onRemove={() => filters.toggle(filter)}
          />
        );
      })}
      {filters.tags.map((tagId) => {
        const tag = tags?.find((candidate) => candidate.id === tagId);
        return (
          <Chip
            key={`tag:${tagId}`}
            text={`${t('stats.dimension_tag')}: ${tag?.name ?? (tags ? t('tags.unknown_tag') : '…')}`}
            mark={<TagColorDot color={tag?.color ?? null} />}
            onRemove={() => filters.toggleTag(tagId)}
          />
        );
      })}
      <button
        type="button"
        onClick={onClear}
        className="rounded px-1 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('stats.clear_filters')}
      </button>
    </div>
  );
}

function Chip({ text, mark, onRemove }: { text: string; mark: ReactNode; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('stats.remove_filter', { filter: text })}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {mark}
      <span className="min-w-0 truncate">{text}</span>
      <X className="size-4 shrink-0" aria-hidden="true" />
    </button>
  );
}
