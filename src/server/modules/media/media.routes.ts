import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/list.js';
import { MEDIA_TYPES } from '../../../shared/page-content.js';
import {
  mediaListQuerySchema,
  mediaPageSchema,
  mediaSchema,
  mediaUploadQuerySchema,
  type Media,
} from '../../../shared/pages.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { deleteMedia, getMediaOrThrow, listMedia, UPLOAD_BYTES_MAX, uploadMedia } from './media.service.js';
import { sendPublicMedia } from './public-media.js';

const TAG = 'Uploads';
const EXAMPLE_ID = '0196f3e1-5c2a-7b4d-8e6f-1a2b3c4d5e6f';
const MEDIA_EXAMPLE: Media = {
  id: EXAMPLE_ID,
  kind: 'pdf',
  contentType: 'application/pdf',
  fileName: 'menu.pdf',
  bytes: 184_320,
  url: `https://scanlink.example/m/${EXAMPLE_ID}`,
  createdAt: '2026-03-01T09:30:00.000Z',
};
// Whatever a browser or a script declares for a file it sends; the bytes decide (`application/octet-stream` always
// works). Types we refuse are accepted here too, so that they get the refusal that names the problem.
const DECLARED_TYPES = [
  ...Object.values(MEDIA_TYPES).flat(),
  'image/svg+xml',
  'image/avif',
  'image/heic',
  'video/quicktime',
  'application/octet-stream',
];

/**
 * Uploads a landing page shows (docs/product.md, Landing pages): images, videos, PDFs and 3D models, judged by their
 * bytes.
 */
export function mediaRoutes(ctx: AppContext) {
  return [
    // POST /api/media?kind=&name= — upload a file
    route({
      method: 'POST',
      url: '/api/media',
      permission: 'edit',
      operationId: 'uploadMedia',
      summary: 'Upload an image, a video, a PDF or a 3D model for pages',
      description:
        'The body is the file itself. Its type is read from its bytes, never from `name` or the declared type: ' +
        'image PNG, JPEG, WebP or GIF (at most 8000 px a side, `image_too_large`, and 40 megapixels, ' +
        '`image_too_many_pixels`; SVG is refused, it can carry script), video MP4 or WebM, PDF (one with scripts or ' +
        'other actions is served as a download only), model glTF (binary, or JSON without external files). Limits: image 5 MB, PDF and model 20 MB, ' +
        'video 50 MB (413 `file_too_large`, `details.maxBytes`). A file of no type we show is 422 ' +
        '`unsupported_media_type` on `file`; one of another kind than `kind`, `media_wrong_kind`.',
      tag: TAG,
      query: mediaUploadQuerySchema,
      upload: DECLARED_TYPES,
      bodyLimit: UPLOAD_BYTES_MAX,
      response: { status: 201, description: 'The stored upload.', schema: mediaSchema },
      example: { query: { kind: 'pdf', name: 'menu.pdf' }, response: MEDIA_EXAMPLE },
      handler: ({ viewer, query, request }) => uploadMedia(ctx, viewer, query, request.body),
    }),
    // GET /api/media — the workspace's uploads
    route({
      method: 'GET',
      url: '/api/media',
      permission: 'view',
      operationId: 'listMedia',
      summary: "List the workspace's uploads, newest first",
      description: 'Searches the file name with `q`; `kind` keeps one kind (the files a page of a type may show).',
      tag: TAG,
      query: mediaListQuerySchema,
      response: { status: 200, description: 'A page of uploads.', schema: mediaPageSchema },
      example: { query: { kind: 'pdf', limit: 24 }, response: { items: [MEDIA_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listMedia(ctx, viewer, query),
    }),
    // GET /api/media/:id — one upload's description
    route({
      method: 'GET',
      url: '/api/media/:id',
      permission: 'view',
      operationId: 'getMedia',
      summary: 'Get one upload (its description; the bytes are at `url`)',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The upload.', schema: mediaSchema },
      example: { params: { id: EXAMPLE_ID }, response: MEDIA_EXAMPLE },
      handler: ({ viewer, params }) => getMediaOrThrow(ctx, viewer, params.id),
    }),
    // DELETE /api/media/:id — delete an upload no page shows
    route({
      method: 'DELETE',
      url: '/api/media/:id',
      permission: 'edit',
      operationId: 'deleteMedia',
      summary: 'Delete an upload',
      description:
        'Refused while a page shows it: 409 `media_in_use`, with `details.pages` (id and name of each page).',
      tag: TAG,
      params: idParamsSchema,
      errors: [409],
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteMedia(ctx, viewer, params.id),
    }),
  ];
}

/** `GET /m/{id}`: an upload's bytes for anyone who has the page (public, outside the API, every node). */
export function registerPublicMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/m/:id', (request, reply) => sendPublicMedia(ctx, request, reply));
}
