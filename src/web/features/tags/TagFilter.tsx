import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../shared/tags.js';
import type { ListFilter } from '../../kit/ListPage.js';
import { useSearchParam } from '../../kit/use-search-param.js';
import { useTagList } from './tags-api.js';
import { TagColorDot } from '../../components/tags/TagChip.js';

/**
 * A list's tag filter: a select of the workspace's tags beside the search, the chosen one's colour beside it. A tag
 * the address names that no longer exists (deleted since the link was shared) stays chosen, said as such, so the
 * empty result is explained and can be cleared.
 */
export function TagFilter({
  tags,
  value,
  onChange,
  loading = false,
}: {
  tags: readonly Tag[];
  value: string;
  onChange: (id: string) => void;
  /** The workspace's tags are on their way: the chosen one is not known to be deleted yet. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = tags.find((tag) => tag.id === value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('tags.filter_label')}
      </label>
      <TagColorDot color={chosen?.color ?? null} />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white py-2.5 pr-8 pl-3 text-sm shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 sm:w-56"
      >
        <option value="">{t('tags.filter_all')}</option>
        {value && !chosen && <option value={value}>{loading ? t('common.loading') : t('tags.unknown_tag')}</option>}
        {tags.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The tag filter of a list (links, QR codes), kept in the address as `?tag=ID` so it survives a reload and can be
 * shared: the chosen id, and the filter ListPage shows — none while the workspace has no tags and none is chosen.
 * `emptyTitle` says that none of the list's items carries the chosen tag, given its name; with a search as well, the
 * empty result names both.
 */
export function useTagListFilter(emptyTitle: (tag: string) => string): { tagId: string; filter?: ListFilter } {
  const { t } = useTranslation();
  const [tagId, setTagId] = useSearchParam('tag');
  const [query] = useSearchParam();
  const list = useTagList();
  const tags = list.data?.items ?? [];
  if (tags.length === 0 && !tagId) return { tagId };
  const name = tags.find((tag) => tag.id === tagId)?.name ?? (list.isPending ? '…' : t('tags.unknown_tag'));
  const title = query ? t('tags.no_search_results_title', { query, tag: name }) : emptyTitle(name);
  return {
    tagId,
    filter: {
      control: <TagFilter tags={tags} value={tagId} onChange={setTagId} loading={list.isPending} />,
      values: { tag: tagId },
      empty: tagId ? { title, text: t('tags.filter_empty_text') } : null,
      onClear: () => setTagId(''),
    },
  };
}
