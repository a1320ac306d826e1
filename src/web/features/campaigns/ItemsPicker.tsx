import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_MAX } from '../../../shared/list.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { CheckboxList } from '../../kit/CheckboxList.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { useFormat } from '../../i18n/format.js';
import { useItemOptions, type ItemOption, type ItemSource } from './item-options.js';

const SEARCH_DELAY_MS = 300;
// A short list is read at a glance; a search box appears once there is more to look through.
const SEARCH_FROM = 6;

interface ItemsPickerProps {
  source: ItemSource;
  /** The ids of the ticked items. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** The items the campaign holds now (edit): listed even before the page that holds them is read. */
  linked?: readonly ItemOption[];
  /** Ticked items the server refused (deleted meanwhile): marked so the person knows which to untick. */
  refused?: readonly string[];
  error?: string;
  /** Receives the first checkbox, so the form can focus the picker when it has an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The workspace's items of one kind as checkboxes, newest first, searchable: the ones in the campaign. */
export function ItemsPicker({ source, value, onChange, linked = [], refused = [], error, inputRef }: ItemsPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const list = useItemOptions(source, query);
  const read = listItems(list);
  // The saved items come first while nothing is searched: what the campaign holds is seen before what it could.
  const options = query ? read : [...linked.filter((item) => !read.some((option) => option.id === item.id)), ...read];
  const search = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery(next.trim()), SEARCH_DELAY_MS);
  };
  const Icon = source.icon;
  const kind = `campaign.items.${source.key}`;

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4"
      data-testid={`picker-${source.key}`}
    >
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-800">
        <Icon className="size-4 text-slate-500" aria-hidden="true" />
        {t(`${kind}.label`)}
        {value.length > 0 && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t('campaign.chosen', { number: format.number(value.length) })}
          </span>
        )}
      </legend>
      {(read.length > SEARCH_FROM || query || list.hasNextPage) && (
        <div className="relative mt-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t(`${kind}.search`)}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            placeholder={t(`${kind}.search`)}
            onChange={(event) => search(event.target.value)}
            // Enter searches at once instead of sending the whole campaign form.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              clearTimeout(timer.current);
              setQuery(text.trim());
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
          />
        </div>
      )}
      {list.isPending ? (
        <LoadingBlock className="py-6" />
      ) : !list.data ? (
        <div className="mt-3">
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : options.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
          {query ? (
            t('campaign.items_no_match', { query })
          ) : (
            <>
              {t(`${kind}.none`)}{' '}
              <Link to={source.createPath} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t(`${kind}.create`)}
              </Link>
            </>
          )}
        </p>
      ) : (
        <div className={`mt-3 space-y-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <CheckboxList
            options={options}
            value={value}
            onChange={onChange}
            refused={refused}
            refusedLabel={t('campaign.item_gone')}
            error={error}
            inputRef={inputRef}
            className="max-h-64"
          />
          <LoadMore list={list} />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
