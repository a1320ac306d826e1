import { useCallback, useMemo, useState } from 'react';

/**
 * The codes ticked on the list for a bulk download: kept by id with their names, so a selection survives a new
 * search (ticking codes from several searches adds up) and the dialog can say what it is about to download.
 */
export function useBulkSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(() => new Map());

  const toggle = useCallback((item: { id: string; name: string }, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item.name);
      else next.delete(item.id);
      return next;
    });
  }, []);

  const toggleAll = useCallback((items: readonly { id: string; name: string }[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.id, item.name);
        else next.delete(item.id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({
      ids: [...selected.keys()],
      size: selected.size,
      has: (id: string) => selected.has(id),
      toggle,
      toggleAll,
      clear,
    }),
    [selected, toggle, toggleAll, clear],
  );
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** Whether every one of the shown items is ticked ("all"), some of them ("some"), or none. */
export function shownState(selection: BulkSelection, items: readonly { id: string }[]): 'all' | 'some' | 'none' {
  const ticked = items.filter((item) => selection.has(item.id)).length;
  if (ticked === 0) return 'none';
  return ticked === items.length ? 'all' : 'some';
}
