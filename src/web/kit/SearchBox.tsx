import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_MAX } from '../../shared/list.js';

export const SEARCH_DEBOUNCE_MS = 300;

/** A list's search box: searches once typing pauses, or at once on Enter. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The search can change from outside (a "clear search" button, the back button): the box follows it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text.trim());
      }}
      className="relative max-w-xl"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder={placeholder}
        maxLength={SEARCH_MAX}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm shadow-sm transition placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
      />
    </form>
  );
}
