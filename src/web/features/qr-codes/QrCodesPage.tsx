import { FileUp, Plus, QrCode as QrCodeIcon, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrCode } from '../../../shared/qr-codes.js';
import { FilteredEmpty, SearchRow, type ListFilter } from '../../kit/ListPage.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useFormat } from '../../i18n/format.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { useNotice } from '../../kit/notice.js';
import { SearchBox } from '../../kit/SearchBox.js';
import { useSearchParam } from '../../kit/use-search-param.js';
import { useTagListFilter } from '../tags/index.js';
import { shownState, useBulkSelection, type BulkSelection } from './bulk-selection.js';
import { QrCodeCard } from './QrCodeCard.js';
import { qrCodes } from './qr-queries.js';
import { QrZipDialog } from './QrZipDialog.js';
import { Can } from '../../kit/Can.js';
import { useCan } from '../../session/use-can.js';

/**
 * /qr-codes: the workspace's codes as cards, searchable and filtered by a tag (kept in `?q=` and `?tag=`), with
 * create and CSV import, and ticks that gather codes for one ZIP download. Built from the kit's parts rather than
 * ListPage, whose header has one action and whose cards cannot be chosen.
 */
export function QrCodesPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  const [query, setQuery] = useSearchParam();
  const { filter } = useTagListFilter((tag) => t('tags.no_qr_codes_title', { tag }));
  const selection = useBulkSelection();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('qr_code.title')}
        description={t('qr_code.subtitle')}
        actions={
          <Can permission="edit">
            <ButtonLink to="/qr-codes/import" variant="secondary">
              <FileUp className="size-4" aria-hidden="true" />
              {t('qr_code.import.open')}
            </ButtonLink>
            <ButtonLink to="/qr-code/new">
              <Plus className="size-4" aria-hidden="true" />
              {t('qr_code.create')}
            </ButtonLink>
          </Can>
        }
      />
      {notice === 'deleted' && <Alert tone="success">{t('qr_code.deleted')}</Alert>}
      <SearchRow filter={filter}>
        <SearchBox
          value={query}
          onSearch={setQuery}
          label={t('qr_code.search_label')}
          placeholder={t('qr_code.search_placeholder')}
        />
      </SearchRow>
      <QrResults query={query} filter={filter} onClearSearch={() => setQuery('')} selection={selection} />
    </div>
  );
}

function QrResults({
  query,
  filter,
  onClearSearch,
  selection,
}: {
  query: string;
  filter: ListFilter | undefined;
  onClearSearch: () => void;
  selection: BulkSelection;
}) {
  const canCreate = useCan('edit');
  const { t } = useTranslation();
  const list = qrCodes.useList(query, filter?.values);

  if (list.isPending) return <LoadingBlock />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const items = listItems(list);
  if (items.length === 0 && !list.isPlaceholderData) {
    return (
      <div className="space-y-4">
        {selection.size > 0 && <BulkBar items={items} selection={selection} />}
        {filter?.empty ? (
          <FilteredEmpty
            empty={filter.empty}
            onClear={filter.onClear}
            onClearSearch={query ? onClearSearch : undefined}
          />
        ) : query ? (
          <EmptyState
            icon={SearchX}
            title={t('qr_code.no_results_title', { query })}
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                {t('list.clear_search')}
              </Button>
            }
          >
            {t('qr_code.no_results_text')}
          </EmptyState>
        ) : (
          <EmptyState
            icon={QrCodeIcon}
            title={t('qr_code.empty_title')}
            action={
              canCreate && (
                <div className="flex flex-wrap justify-center gap-2">
                  <ButtonLink to="/qr-code/new">
                    <Plus className="size-4" aria-hidden="true" />
                    {t('qr_code.create')}
                  </ButtonLink>
                  <ButtonLink to="/qr-codes/import" variant="secondary">
                    <FileUp className="size-4" aria-hidden="true" />
                    {t('qr_code.import.open')}
                  </ButtonLink>
                </div>
              )
            }
          >
            {t('qr_code.empty_text')}
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <BulkBar items={items} selection={selection} />
      <ul
        className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${
          list.isPlaceholderData ? 'opacity-60' : ''
        }`}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {items.map((code) => (
          <li key={code.id}>
            <QrCodeCard code={code} selected={selection.has(code.id)} onSelect={(on) => selection.toggle(code, on)} />
          </li>
        ))}
      </ul>
      <div className="pt-2">
        <LoadMore list={list} />
      </div>
    </div>
  );
}

/** Tick all shown codes, how many are ticked (across searches), clear, and the ZIP download of them. */
function BulkBar({ items, selection }: { items: QrCode[]; selection: BulkSelection }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = shownState(selection, items);
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div
      role="group"
      aria-label={t('qr_code.bulk.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm"
    >
      {items.length > 0 && (
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            ref={allBox}
            type="checkbox"
            checked={state === 'all'}
            onChange={(event) => selection.toggleAll(items, event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t('qr_code.bulk.select_shown')}
        </label>
      )}
      <span className="text-sm text-slate-600" aria-live="polite" data-testid="qr-selected-count">
        {selection.size > 0
          ? t('qr_code.bulk.selected', { number: format.number(selection.size) })
          : t('qr_code.bulk.none_selected')}
      </span>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {selection.size > 0 && (
          <Button variant="ghost" className="px-3 py-2" onClick={selection.clear}>
            {t('qr_code.bulk.clear')}
          </Button>
        )}
        <QrZipDialog ids={selection.ids} />
      </div>
    </div>
  );
}
