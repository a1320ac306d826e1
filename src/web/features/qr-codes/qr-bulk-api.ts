import { useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/list.js';
import { api } from '../../api/client.js';

/** Bulk download: the images of the chosen codes in one ZIP (`POST /api/qr-codes/download`). */
export function downloadQrZip(input: { ids: string[]; format: string; size: string }): Promise<Blob> {
  return api<Blob>('/api/qr-codes/download', { method: 'POST', body: input, responseType: 'blob' });
}

export interface QrLinkOption {
  id: string;
  name: string;
  url: string;
}

/**
 * The links a dynamic code may point at, for the target's select: the newest 100 (a code that points at an older
 * one keeps it in the select through its own target). Cached under ['links', …], so a link's edit refreshes it.
 */
export function useQrLinkOptions(enabled = true) {
  return useQuery({
    queryKey: ['links', 'list', 'qr-target-options'],
    queryFn: ({ signal }) => api<Page<QrLinkOption>>('/api/links?limit=100', { signal }).then((page) => page.items),
    enabled,
  });
}
