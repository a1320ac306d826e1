import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_TYPES, type PageTypeDto } from '../../../shared/catalogues.js';
import type { CreatePageInput, PageDetail, PageItem, UpdatePageInput } from '../../../shared/pages.js';
import { api } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries, retryUnlessMissing } from '../../kit/resource-queries.js';

/** `/api/pages`: the kit's list (with search), create and remove. */
export const pages = resourceQueries(resourceApi<PageItem, CreatePageInput, UpdatePageInput>('pages'));

/**
 * One page as its screens read it: the item and the QR codes that lead to it. Kept under the resource's detail key,
 * so a save or a delete refreshes it with the lists.
 */
export function usePage(id: string) {
  return useQuery({
    queryKey: pages.keys.detail(id),
    queryFn: ({ signal }) => api<PageDetail>(pages.api.itemPath(id), { signal }),
    retry: retryUnlessMissing,
  });
}

/** Saves a page (PATCH): its answer is the page's detail, kept for its screen; the lists are read again. */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePageInput }) =>
      api<PageDetail>(pages.api.itemPath(id), { method: 'PATCH', body: changes }),
    onSuccess: (page) => {
      queryClient.setQueryData(pages.keys.detail(page.id), page);
      return queryClient.invalidateQueries({ queryKey: pages.keys.lists() });
    },
  });
}

/** The page-type catalogue (order, icon, active flag), read once per visit. */
export function usePageTypes() {
  return useQuery({
    queryKey: ['page-types'],
    queryFn: ({ signal }) => api<PageTypeDto[]>('/api/page-types', { signal }),
    staleTime: Infinity,
    select: (types) => [...types].sort((a, b) => a.order - b.order),
  });
}

/** The catalogue icon of a page type (known without asking the server: the catalogue is shared). */
export function pageTypeIcon(typeId: string): string {
  return PAGE_TYPES.find((type) => type.id === typeId)?.icon ?? '';
}
