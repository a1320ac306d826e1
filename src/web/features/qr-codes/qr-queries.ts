import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateQrCodeInput,
  QrCode,
  QrImportResult,
  QrLogoUpload,
  QrPreview,
  QrPreviewRequest,
  QrTemplate,
  UpdateQrCodeInput,
} from '../../../shared/qr-codes.js';
import type { QrDesign } from '../../../shared/qr-design.js';
import type { QrTypeDto } from '../../../shared/catalogues.js';
import { api } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries } from '../../kit/resource-queries.js';
import type { StatsSubject } from '../../statistics/stats-api.js';

/** `/api/qr-codes`: the kit's calls and hooks (list with search, one code, create, update, delete). */
export const qrCodes = resourceQueries(resourceApi<QrCode, CreateQrCodeInput, UpdateQrCodeInput>('qr-codes'));

/** `/api/qr-templates`: the workspace's saved designs. */
export const qrTemplates = resourceQueries(
  resourceApi<QrTemplate, { name: string; design: QrDesign }, { name?: string; design?: QrDesign }>('qr-templates', {
    pageSize: 100,
  }),
);

export const qrSubject = (id: string): StatsSubject => ({ resource: 'qr-codes', id });

/** The address of a code's image in a format and size (`300`, `1024px`, `50mm`); `download` asks for a file. */
export function qrImageUrl(id: string, format: string, size?: string, download = false): string {
  const query = new URLSearchParams();
  if (size) query.set('size', size);
  if (download) query.set('download', '1');
  const search = query.toString();
  return `${qrCodes.api.itemPath(id, `image.${format}`)}${search ? `?${search}` : ''}`;
}

export function useQrTypes() {
  return useQuery({
    queryKey: ['qr-types'],
    queryFn: ({ signal }) => api<QrTypeDto[]>('/api/qr-types', { signal }),
    staleTime: Infinity,
  });
}

/** Renders a design on the server (the same renderer as every download) and runs its scan check. */
export function fetchQrPreview(request: QrPreviewRequest, signal?: AbortSignal): Promise<QrPreview> {
  return api<QrPreview>('/api/qr/preview', { method: 'POST', body: request, signal });
}

/** A fresh short code for a new dynamic code, so its preview and scan check show the very address it will carry. */
export function reserveQrCode(signal?: AbortSignal) {
  return api<{ code: string; shortUrl: string; encoded: string }>('/api/qr/codes', { method: 'POST', signal });
}

/** Uploads a logo (PNG, JPEG or SVG up to 1 MB) as its raw bytes; the server checks it by content. */
export function uploadQrLogo(file: Blob): Promise<QrLogoUpload> {
  return api<QrLogoUpload>('/api/qr/logos', {
    method: 'POST',
    rawBody: file,
    contentType: file.type || 'application/octet-stream',
  });
}

export const qrLogoUrl = (id: string) => `/api/qr/logos/${encodeURIComponent(id)}`;

/** Checks a CSV of codes (`confirm: false`) or writes all its rows at once (`confirm: true`). */
export function useQrImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; confirm: boolean }) =>
      api<QrImportResult>('/api/qr-codes/import', { method: 'POST', body: input }),
    onSuccess: (result) => {
      if (result.created > 0) void queryClient.invalidateQueries({ queryKey: qrCodes.keys.all });
    },
  });
}
