import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaKind } from '../../../shared/page-content.js';
import type { Media } from '../../../shared/pages.js';
import { api, ApiError, withQuery } from '../../api/client.js';
import { retryUnlessMissing } from '../../kit/resource-queries.js';

const mediaKey = (id: string) => ['media', id] as const;

/** What the file picker offers for a kind: its types, and the usual endings for systems that know no type. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: [...MEDIA_TYPES.image, '.png', '.jpg', '.jpeg', '.webp', '.gif'].join(','),
  video: [...MEDIA_TYPES.video, '.mp4', '.webm'].join(','),
  pdf: [...MEDIA_TYPES.pdf, '.pdf'].join(','),
  model: [...MEDIA_TYPES.model, '.glb', '.gltf'].join(','),
};

/** The short names people know the accepted types by, for the hint under the field. */
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'application/pdf': 'PDF',
  'model/gltf-binary': 'GLB',
  'model/gltf+json': 'glTF',
};
export const mediaTypeNames = (kind: MediaKind) => MEDIA_TYPES[kind].map((type) => TYPE_NAMES[type] ?? type);

/** Why an upload failed: a field code (with the limit, for a file too large), or any other failure. */
export type MediaProblem = { code: string; maxBytes?: number } | { error: unknown };

/**
 * Refuses before uploading what the server would refuse for its size. The type is not judged here: the server
 * reads it from the bytes (a phone may give a GLB no type at all, and a name proves nothing).
 */
export function mediaFileProblem(kind: MediaKind, file: { size: number }): MediaProblem | null {
  if (file.size > MEDIA_MAX_BYTES[kind]) return { code: 'file_too_large', maxBytes: MEDIA_MAX_BYTES[kind] };
  if (file.size === 0) return { code: 'unsupported_media_type' };
  return null;
}

/** The server's refusal as the field's code: 413 too large (with its limit), 422 of another type. */
export function mediaUploadProblem(error: unknown, kind: MediaKind): MediaProblem {
  if (error instanceof ApiError) {
    if (error.status === 413) {
      const maxBytes = typeof error.details.maxBytes === 'number' ? error.details.maxBytes : MEDIA_MAX_BYTES[kind];
      return { code: 'file_too_large', maxBytes };
    }
    const issue = error.fields.find((field) => field.path === 'file') ?? error.fields[0];
    if (issue) return { code: issue.code };
  }
  return { error };
}

/** Uploads a file as its raw bytes; the server decides by its content what it is. */
export function uploadMedia(kind: MediaKind, file: File): Promise<Media> {
  return api<Media>(withQuery('/api/media', { kind, name: file.name }), {
    method: 'POST',
    rawBody: file,
    contentType: file.type || 'application/octet-stream',
  });
}

/** An upload's name, size and type, for a field that holds its id. */
export function useMedia(id: string) {
  return useQuery({
    queryKey: mediaKey(id),
    queryFn: ({ signal }) => api<Media>(`/api/media/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    staleTime: Infinity,
    retry: retryUnlessMissing,
  });
}

/** Uploads and keeps the answer, so the field shows the file without asking again. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return async (kind: MediaKind, file: File) => {
    const media = await uploadMedia(kind, file);
    queryClient.setQueryData(mediaKey(media.id), media);
    return media;
  };
}
