import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTagInput, Tag, UpdateTagInput } from '../../../shared/tags.js';
import { api } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { isMissing, resourceKeys } from '../../kit/resource-queries.js';

/** `/api/tags`: the workspace's tags with how many links and QR codes carry each. */
const calls = resourceApi<Tag, CreateTagInput, UpdateTagInput>('tags');
export const tagKeys = resourceKeys(calls.resource);

// The resources whose answers show tags on their items: a renamed, recoloured or deleted tag changes their chips, so
// their cached lists and items are read again.
const CARRIERS = ['links', 'qr-codes'] as const;

// Every cached copy of the tags (this feature's list, the link and QR code forms' picker) lives under ['tags', …].
const refreshTags = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: tagKeys.all });

function refreshAfterChange(queryClient: QueryClient) {
  for (const resource of CARRIERS) void queryClient.invalidateQueries({ queryKey: [resource] });
  return refreshTags(queryClient);
}

/**
 * Every tag of the workspace at once (a workspace has at most a few hundred): the settings list, the lists' tag
 * filter and the statistics' tag picker all read this one cached answer.
 */
export function useTagList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: tagKeys.list(''),
    queryFn: ({ signal }) => api<{ items: Tag[] }>(`/api/${calls.resource}`, { signal }),
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) => calls.create(input),
    onSuccess: () => refreshTags(queryClient),
  });
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTagInput }) => calls.update(id, changes),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** Deletes a tag (it comes off every item that carried it); one deleted meanwhile counts as deleted, which it is. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await calls.remove(id);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
