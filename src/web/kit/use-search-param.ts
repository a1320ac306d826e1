import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search words, kept in the address (`?q=`) so a search can be shared, bookmarked and gone back to.
 * Setting it replaces the history entry: typing is not a trail of pages to step back through.
 */
export function useSearchParam(name = 'q'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = (params.get(name) ?? '').trim();
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, setValue];
}
