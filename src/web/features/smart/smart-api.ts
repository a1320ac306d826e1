import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTagInput, Tag } from '../../../shared/tags.js';
import type { UtmTemplate } from '../../../shared/utm.js';
import { api } from '../../api/client.js';

// Under the resources' own roots (['tags', …], ['utm-templates', …]), so whatever refreshes a resource — the
// settings screens that manage them — refreshes the pickers' copies too.
const tagPickerKey = ['tags', 'picker'] as const;
const templatePickerKey = ['utm-templates', 'picker'] as const;

/** `GET /api/tags`: every tag of the workspace (at most 500), for the tag picker. */
export function useWorkspaceTags() {
  return useQuery({
    queryKey: tagPickerKey,
    queryFn: ({ signal }) => api<{ items: Tag[] }>('/api/tags', { signal }).then((answer) => answer.items),
  });
}

/** `POST /api/tags`: a new tag, made from the picker; a name taken already comes back as 409 `tag_name_taken`. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) => api<Tag>('/api/tags', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tags'] }),
  });
}

/** `GET /api/utm-templates`: the workspace's saved sets of UTM values. */
export function useUtmTemplates(enabled: boolean) {
  return useQuery({
    queryKey: templatePickerKey,
    queryFn: ({ signal }) =>
      api<{ items: UtmTemplate[] }>('/api/utm-templates', { signal }).then((answer) => answer.items),
    enabled,
  });
}
