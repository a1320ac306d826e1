import { api } from '../../api/client.js';

/** Bulk download: the images of the chosen codes in one ZIP (`POST /api/qr-codes/download`). */
export function downloadQrZip(input: { ids: string[]; format: string; size: string }): Promise<Blob> {
  return api<Blob>('/api/qr-codes/download', { method: 'POST', body: input, responseType: 'blob' });
}
