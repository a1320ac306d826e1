import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  createLocationSchema,
  LocationItem,
  PlacedQrCodeList,
  updateLocationSchema,
} from '../../../shared/locations.js';
import { api, withQuery } from '../../api/client.js';
import { readAllPages } from '../../kit/read-all-pages.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries, retryUnlessMissing } from '../../kit/resource-queries.js';
import type { StatsSubject } from '../../statistics/stats-api.js';

// The location screens, the pickers of the QR code and event forms and the QR code's facts all read locations:
// their calls live here, outside any one feature.

/** `/api/locations`: the kit's calls and hooks. Coordinates go out as the person typed them; the server reads them. */
export const locations = resourceQueries(
  resourceApi<LocationItem, z.input<typeof createLocationSchema>, z.input<typeof updateLocationSchema>>('locations'),
);

export const locationSubject = (id: string): StatsSubject => ({ resource: 'locations', id });

/** Every location of the workspace, newest first, for the pickers: a workspace has tens, rarely thousands. */
export function useWorkspaceLocations() {
  return useQuery({
    // Among the locations' lists, which every create, rename and delete refreshes.
    queryKey: [...locations.keys.lists(), 'picker'],
    queryFn: ({ signal }) => readAllPages<LocationItem>(`/api/${locations.api.resource}`, signal),
    staleTime: 30_000,
  });
}

/** The QR codes placed at a location, newest first, a page at a time; under the location's key, refreshed with it. */
export function usePlacedQrCodes(id: string) {
  return useInfiniteQuery({
    queryKey: [...locations.keys.detail(id), 'qr-codes'],
    queryFn: ({ pageParam, signal }) =>
      api<PlacedQrCodeList>(withQuery(locations.api.itemPath(id, 'qr-codes'), { cursor: pageParam, limit: 50 }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryUnlessMissing,
  });
}
