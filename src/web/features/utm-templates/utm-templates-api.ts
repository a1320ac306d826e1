import { useQuery } from '@tanstack/react-query';
import type { CreateUtmTemplateInput, UpdateUtmTemplateInput, UtmTemplate } from '../../../shared/utm.js';
import { api } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries } from '../../kit/resource-queries.js';

/** `/api/utm-templates`: the kit's create, update and delete, which refresh the list below. */
export const utmTemplates = resourceQueries(
  resourceApi<UtmTemplate, CreateUtmTemplateInput, UpdateUtmTemplateInput>('utm-templates'),
);

/**
 * The workspace's templates, all at once (the server answers them in one list, as a workspace keeps a handful),
 * cached where the kit's writes refresh lists.
 */
export function useUtmTemplateList() {
  return useQuery({
    queryKey: utmTemplates.keys.list(''),
    queryFn: ({ signal }) => api<{ items: UtmTemplate[] }>(`/api/${utmTemplates.api.resource}`, { signal }),
  });
}
