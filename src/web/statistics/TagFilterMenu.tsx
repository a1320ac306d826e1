import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Tag as TagIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TagColorDot, useTagList } from '../features/tags/index.js';
import { useFormat } from '../i18n/format.js';
import type { FilterToggle } from './stats-filters.js';
import '../components/ui/csp-nonce.js';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/**
 * The tag filter of the statistics: a menu of the workspace's tags, each ticked while the view keeps only the clicks
 * of the links and QR codes that carry it (several tags: any of them). Nothing shows while the workspace has no tags.
 */
export function TagFilterMenu({ filters }: { filters: FilterToggle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tags = useTagList().data?.items ?? [];
  if (tags.length === 0) return null;
  const chosen = filters.tags.length;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 data-[state=open]:bg-slate-50"
        data-testid="stats-tag-filter"
      >
        <TagIcon className="size-4 shrink-0" aria-hidden="true" />
        {t('stats.tag_filter')}
        {chosen > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
            {format.number(chosen)}
          </span>
        )}
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[min(22rem,60dvh)] w-72 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <Menu.Label className="px-2.5 pt-1.5 pb-1 text-xs text-slate-600">{t('stats.tag_filter_hint')}</Menu.Label>
          {tags.map((tag) => (
            <Menu.CheckboxItem
              key={tag.id}
              className={itemClass}
              checked={filters.tags.includes(tag.id)}
              // The menu stays open, so several tags can be ticked in a row.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => filters.toggleTag(tag.id)}
            >
              <TagColorDot color={tag.color} />
              <span className="min-w-0 flex-1 break-words">{tag.name}</span>
              <span className="flex size-4 shrink-0 items-center justify-center">
                <Menu.ItemIndicator>
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                </Menu.ItemIndicator>
              </span>
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
