import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { responseFilterSchema, type ResponseFilter } from '../../../shared/feedback-statistics.js';
import { viewerTimeZone } from '../../lib/local-time.js';

/** The statistics' filter as the address keeps it (`?from=&to=&qr=&location=&event=`), so a view can be shared. */
export interface FilterSelection {
  /** Days as date inputs hold them (YYYY-MM-DD), both inclusive; '' for open. */
  from: string;
  to: string;
  qr: string;
  location: string;
  event: string;
}

const KEYS = ['from', 'to', 'qr', 'location', 'event'] as const;

export function readSelection(params: URLSearchParams): FilterSelection {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    qr: params.get('qr') ?? '',
    location: params.get('location') ?? '',
    event: params.get('event') ?? '',
  };
}

export const isFiltered = (selection: FilterSelection) => KEYS.some((key) => selection[key] !== '');

/** The selection as the API's filter, with the viewer's zone for the days; or the field issues that stop it. */
export function toResponseFilter(
  selection: FilterSelection,
  timeZone = viewerTimeZone(),
): { filter: ResponseFilter; issues: null } | { filter: null; issues: Partial<Record<'from' | 'to', string>> } {
  const candidate: ResponseFilter = {
    tz: timeZone,
    ...(selection.from && { from: selection.from }),
    ...(selection.to && { to: selection.to }),
    ...(selection.qr && { qrId: selection.qr }),
    ...(selection.location && { locationId: selection.location }),
    ...(selection.event && { eventId: selection.event }),
  };
  const checked = responseFilterSchema.safeParse(candidate);
  if (checked.success) return { filter: checked.data, issues: null };
  const issues: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !issues[field]) issues[field] = issue.message;
  }
  return { filter: null, issues };
}

/** The selection in the address, and its change (replacing the history entry: filtering is not a trail of pages). */
export function useFilterSelection(): [FilterSelection, (changes: Partial<FilterSelection>) => void] {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const update = useCallback(
    (changes: Partial<FilterSelection>) =>
      setParams(
        (current) => {
          const next = { ...readSelection(current), ...changes };
          const written = new URLSearchParams();
          for (const key of KEYS) if (next[key]) written.set(key, next[key]);
          return written;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selection, update];
}
