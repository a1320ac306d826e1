import { useQuery } from '@tanstack/react-query';
import type { ErrorBody } from '../../../shared/errors.js';
import type { Page } from '../../../shared/list.js';
import { api, ApiError } from '../../api/client.js';

/**
 * Bulk download: the images of the chosen codes in one ZIP (`POST /api/qr-codes/download`). Not through `api()`,
 * whose answers are JSON: this one is a file. A refusal still arrives as the usual error body, thrown as ApiError.
 */
export async function downloadQrZip(
  input: { ids: string[]; format: string; size: string },
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/qr-codes/download', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  throw new ApiError(
    response.status,
    body?.error.code ?? (response.status >= 500 ? 'internal_error' : 'request_failed'),
    body?.error.message ?? response.statusText,
    body?.error.details?.fields ?? [],
    body?.error.details ?? {},
  );
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
