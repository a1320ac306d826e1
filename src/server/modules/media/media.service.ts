import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FieldIssue } from '../../../shared/errors.js';
import { MEDIA_MAX_BYTES, pageContentSchema, pageMediaRefs } from '../../../shared/page-content.js';
import {
  MEDIA_FILE_NAME_MAX,
  type Media,
  type MediaList,
  type MediaListQuery,
  type MediaUploadQuery,
} from '../../../shared/pages.js';
import { newEvent } from '../../events/new-event.js';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './media.repo.js';
import { pdfRunsActions } from './pdf-actions.js';
import { gltfExternalFiles, sniff } from './sniff.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

/** The largest side of an image a page shows; larger ones are refused (they cost a phone more than they show). */
export const IMAGE_SIDE_MAX = 8000;
/**
 * The most pixels an image may have, read from its header before anything decodes it: a few KB of PNG can declare
 * 10,000 × 10,000 pixels, 400 MB to whatever decodes it (a decompression bomb), the server's or a phone's.
 */
export const IMAGE_PIXELS_MAX = 40_000_000;
/** The largest upload of any kind: the route's own body limit. */
export const UPLOAD_BYTES_MAX = Math.max(...Object.values(MEDIA_MAX_BYTES));

const fileIssue = (code: string): FieldIssue => ({ path: 'file', code, message: code });

export const mediaErrors = {
  notFound: () => httpErrors.notFound('file'),
  /** The bytes went while they were being sent (the upload was deleted): the response ends there, and this is logged. */
  gone: (id: string) => new AppError(404, 'not_found', `The file ${id} was deleted while it was being sent.`),
  invalid: (code: string) => httpErrors.validation([fileIssue(code)]),
  inUse: (pages: { id: string; name: string }[]) =>
    new AppError(409, 'media_in_use', `This file is shown by ${pages.length} page(s); remove it from them first.`, {
      pages,
    }),
};

/** Where every node serves an upload's bytes: `/m/{id}` on the public URL. */
export function mediaPublicUrl(config: Pick<Config, 'publicUrl'>, id: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/m/${encodeURIComponent(id)}`;
}

function toMedia(deps: Pick<Deps, 'config'>, row: repo.MediaRow): Media {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.content_type,
    fileName: row.file_name,
    bytes: Number(row.bytes),
    url: mediaPublicUrl(deps.config, row.id),
    createdAt: msToIso(row.created_at),
  };
}

const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'model/gltf-binary': 'glb',
  'model/gltf+json': 'gltf',
};

// Characters that reorder the text around them: `invoice\u202Egnp.exe` shows as `invoiceexe.png`. A file name needs
// none of them; the letters of any script keep their own direction without them.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is kept under: its last path segment, without control characters (bidirectional ones included),
 * or one made of its type.
 */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const visible = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  const cleaned = [...visible].slice(0, MEDIA_FILE_NAME_MAX).join('');
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `file.${EXTENSION[contentType] ?? 'bin'}`;
}

/**
 * Why an image cannot be shown, or null: a damaged one, one of more than IMAGE_PIXELS_MAX pixels or larger than
 * IMAGE_SIDE_MAX on a side. sharp's metadata reads the dimensions from the header; no pixel is decoded.
 */
async function imageProblem(bytes: Buffer): Promise<string | null> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return 'unsupported_media_type';
    if (width * height > IMAGE_PIXELS_MAX) return 'image_too_many_pixels';
    return width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX ? 'image_too_large' : null;
  } catch {
    return 'unsupported_media_type';
  }
}

/**
 * Stores an upload: refused when larger than its kind allows (413), when its bytes are of no type we
 * show or of another kind's type (422 on `file`), when an image is damaged or too large, or when a glTF names
 * other files. The type stored is the one read from the bytes; the name and the declared type decide nothing.
 */
export async function uploadMedia(deps: Deps, viewer: Viewer, query: MediaUploadQuery, body: unknown): Promise<Media> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw mediaErrors.invalid('required');
  const maxBytes = MEDIA_MAX_BYTES[query.kind];
  if (body.length > maxBytes) throw httpErrors.fileTooLarge(maxBytes);
  const sniffed = sniff(body);
  const kind = sniffed?.kind;
  if (!sniffed || !kind) throw mediaErrors.invalid('unsupported_media_type');
  if (sniffed.kind !== query.kind) throw mediaErrors.invalid('media_wrong_kind');
  if (sniffed.kind === 'image') {
    const problem = await imageProblem(body);
    if (problem) throw mediaErrors.invalid(problem);
  }
  if (sniffed.contentType === 'model/gltf+json' && gltfExternalFiles(body).length > 0) {
    throw mediaErrors.invalid('model_external_files');
  }
  const id = newId();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.insertMedia(
      trx,
      {
        id,
        workspace_id: viewer.workspace.id,
        kind,
        content_type: sniffed.contentType,
        file_name: cleanFileName(query.name, sniffed.contentType),
        bytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        active_content: sniffed.contentType === 'application/pdf' && pdfRunsActions(body),
        created_at: Date.now(),
      },
      body,
    );
    publish(newEvent('media.created', viewer, { id }));
  });
  return getMediaOrThrow(deps, viewer, id);
}

export async function getMediaOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<Media> {
  const row = await repo.media.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw mediaErrors.notFound();
  return toMedia(deps, row);
}

/** The workspace's uploads, newest first, by file name with `q`, of one kind with `kind`. */
export async function listMedia(deps: Deps, viewer: Viewer, query: MediaListQuery): Promise<MediaList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.listMedia(deps.database, viewer.workspace.id, { ...options, kind: query.kind });
  return toPage(rows, pageSize, (row) => toMedia(deps, row));
}

/** The workspace's pages that show the upload (their content refers to it), by name. */
async function pagesShowing(deps: Deps, workspaceId: string, mediaId: string) {
  const candidates = await repo.pagesMentioning(deps.database.db, workspaceId, mediaId);
  return candidates
    .filter((page) => {
      const content = pageContentSchema.safeParse(page.content);
      return content.success && pageMediaRefs(content.data).some((ref) => ref.mediaId === mediaId);
    })
    .map(({ id, name }) => ({ id, name }));
}

/** Deletes an upload no page shows; while one does, 409 `media_in_use` names the pages. */
export async function deleteMedia(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const row = await repo.media.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw mediaErrors.notFound();
  const pages = await pagesShowing(deps, viewer.workspace.id, id);
  if (pages.length > 0) throw mediaErrors.inUse(pages);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.media.delete(trx, viewer.workspace.id, id);
    publish(newEvent('media.deleted', viewer, { id }));
  });
}

/** id → kind of those of `ids` that are the workspace's uploads (a page may show only its own workspace's). */
export function mediaKindsOf(deps: Pick<Deps, 'database'>, workspaceId: string, ids: readonly string[]) {
  return repo.kindsOf(deps.database.db, workspaceId, ids);
}
