import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Click } from '../../../shared/stats.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceKeys, retryUnlessMissing } from '../../kit/resource-queries.js';

/** Where a name is looked up by id; undefined while it loads, or when the code or link is gone. */
export interface NameLookup {
  qrCode: (id: string) => string | undefined;
  link: (id: string) => string | undefined;
}

/**
 * What a click in the feed came through, by name: the QR code scanned (a scan is the code's, even when the code
 * leads through a link), else the link. Null while the name loads or when it is gone: the feed then says "A QR
 * code" or "A link".
 */
export function clickSubjectName(click: Pick<Click, 'linkId' | 'qrId'>, names: NameLookup): string | null {
  return (click.qrId && names.qrCode(click.qrId)) || (click.linkId && names.link(click.linkId)) || null;
}

const named = { qrCode: resourceApi<{ name: string }>('qr-codes'), link: resourceApi<{ name: string }>('links') };
// The same keys as the code's and the link's own pages, so a name read once serves both.
const keys = { qrCode: resourceKeys('qr-codes'), link: resourceKeys('links') };
const NAME_STALE_MS = 5 * 60_000;

function useNames(kind: keyof typeof named, ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: keys[kind].detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => named[kind].get(id, signal),
      staleTime: NAME_STALE_MS,
      retry: retryUnlessMissing,
    })),
    combine: (results) =>
      new Map(ids.flatMap((id, index) => (results[index]?.data ? [[id, results[index].data.name] as const] : []))),
  });
}

/**
 * The names of the QR codes and links the feed's clicks came through, read through the API (one request per code
 * or link, cached). Links the month's breakdown already names (`knownLinks`) are not asked for again.
 */
export function useFeedNames(clicks: Click[] | undefined, knownLinks: Map<string, string>): NameLookup {
  const qrIds = useMemo(() => [...new Set((clicks ?? []).flatMap((click) => click.qrId ?? []))], [clicks]);
  const linkIds = useMemo(
    () =>
      [...new Set((clicks ?? []).flatMap((click) => (click.qrId ? [] : (click.linkId ?? []))))].filter(
        (id) => !knownLinks.has(id),
      ),
    [clicks, knownLinks],
  );
  const qrNames = useNames('qrCode', qrIds);
  const linkNames = useNames('link', linkIds);
  return useMemo(
    () => ({ qrCode: (id) => qrNames.get(id), link: (id) => knownLinks.get(id) || linkNames.get(id) }),
    [qrNames, linkNames, knownLinks],
  );
}
