import { idParamsSchema } from '../../../shared/list.js';
import {
  createQrCodeSchema,
  qrCodePageSchema,
  qrListQuerySchema,
  qrCodeSchema,
  qrImageParamsSchema,
  qrImageQuerySchema,
  updateQrCodeSchema,
  type QrCode,
} from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN, IMAGE_CONTENT_TYPES } from '../../../shared/qr-design.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { subjectStatsRoutes } from '../analytics/index.js';
import {
  createQrCode,
  deleteQrCode,
  getQrCodeOrThrow,
  listQrCodes,
  qrRowOrThrow,
  updateQrCode,
} from './qr-codes.service.js';
import { sendQrImage } from './qr-studio.service.js';

const TAG = 'QR codes';
const EXAMPLE_ID = '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d';
export const QR_EXAMPLE: QrCode = {
  id: EXAMPLE_ID,
  name: 'Table sticker',
  slug: 'table-sticker',
  type: 'link',
  qrClass: 'dynamic',
  code: '7KX3P9QA',
  shortUrl: 'https://scanlink.example/Q/7KX3P9QA',
  encoded: 'HTTPS://SCANLINK.EXAMPLE/Q/7KX3P9QA',
  target: { kind: 'url', url: 'https://example.com/menu' },
  payload: null,
  design: DEFAULT_DESIGN,
  locationId: null,
  campaignId: null,
  scans: 312,
  rules: [
    {
      id: 'p8Rw2LmQ4tZc',
      name: 'iPhones',
      conditions: [{ kind: 'os', values: ['ios'] }],
      url: 'https://apps.apple.com/app/id1234567890',
    },
  ],
  split: [],
  passwordProtected: false,
  tags: [],
  imageUrl: `/api/qr-codes/${EXAMPLE_ID}/image.png`,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T17:05:00.000Z',
};

/** The QR codes of a workspace (docs/product.md, QR codes): the resource, its images and its scan statistics. */
export function qrCodeRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/qr-codes',
      permission: 'view',
      operationId: 'listQrCodes',
      summary: "List the workspace's QR codes, newest first",
      description:
        'Searches name and short code with `q`; `tag` keeps the codes with that tag. Each code carries its all-time ' +
        'scans.',
      tag: TAG,
      query: qrListQuerySchema,
      response: { status: 200, description: 'A page of QR codes.', schema: qrCodePageSchema },
      example: { query: { q: 'table', limit: 24 }, response: { items: [QR_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listQrCodes(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/qr-codes',
      permission: 'edit',
      operationId: 'createQrCode',
      summary: 'Create a QR code',
      description:
        'A dynamic code (the default) gets its own short code and leads to `target`: a link of the workspace (it ' +
        'follows the link) or an address of its own. A static code encodes `payload` directly and is not tracked. ' +
        'The design is rendered and decoded first: one that does not scan is refused with 422 `qr_does_not_scan` ' +
        'and the check in `details.check`.',
      tag: TAG,
      body: createQrCodeSchema,
      response: { status: 201, description: 'The new code.', schema: qrCodeSchema },
      errors: [409],
      example: {
        body: { name: 'Table sticker', type: 'link', target: { kind: 'url', url: 'https://example.com/menu' } },
        response: QR_EXAMPLE,
      },
      handler: ({ viewer, body }) => createQrCode(ctx, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/qr-codes/:id',
      permission: 'view',
      operationId: 'getQrCode',
      summary: 'Get one QR code',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The code.', schema: qrCodeSchema },
      example: { params: { id: EXAMPLE_ID }, response: QR_EXAMPLE },
      handler: ({ viewer, params }) => getQrCodeOrThrow(ctx, viewer, params.id),
    }),
    route({
      method: 'PATCH',
      url: '/api/qr-codes/:id',
      permission: 'edit',
      operationId: 'updateQrCode',
      summary: 'Change a QR code',
      description:
        'Its short code never changes, so printed copies keep working; a new target is live on the next scan on ' +
        'every node. A new design or payload is scan checked like a new code.',
      tag: TAG,
      params: idParamsSchema,
      body: updateQrCodeSchema,
      response: { status: 200, description: 'The changed code.', schema: qrCodeSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { target: { kind: 'url', url: 'https://example.com/summer-menu' } },
        response: { ...QR_EXAMPLE, target: { kind: 'url', url: 'https://example.com/summer-menu' } },
      },
      handler: ({ viewer, params, body }) => updateQrCode(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/qr-codes/:id',
      permission: 'edit',
      operationId: 'deleteQrCode',
      summary: 'Delete a QR code',
      description:
        'Its address answers a page saying the code is no longer active, and is never given to another code. ' +
        'Its scans through a link stay that link’s clicks.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteQrCode(ctx, viewer, params.id),
    }),
    route({
      method: 'GET',
      url: '/api/qr-codes/:id/image.:format',
      permission: 'view',
      operationId: 'getQrCodeImage',
      summary: 'The image of a QR code',
      description:
        'Rendered by the same renderer as the preview. `size`: pixels (`1024`, `1024px`, 64–4096) or a print size ' +
        '(`50mm`, 10–300, at 300 dpi, written into PNG and JPEG). PDF and EPS are vector. `download=1` answers an ' +
        'attachment named after the code.',
      tag: TAG,
      params: qrImageParamsSchema,
      query: qrImageQuerySchema,
      // One media type per format: what the path's extension asks for.
      response: { status: 200, description: 'The image.', contentType: Object.values(IMAGE_CONTENT_TYPES) },
      example: { params: { id: EXAMPLE_ID, format: 'png' }, query: { size: '50mm' } },
      handler: ({ viewer, params, query, reply }) =>
        sendQrImage(ctx, viewer, reply, {
          id: params.id,
          format: params.format,
          size: query.size,
          download: query.download === '1',
        }),
    }),
    ...subjectStatsRoutes(ctx, {
      base: '/api/qr-codes/:id',
      name: 'QrCode',
      noun: 'a QR code',
      async resolve(viewer, id) {
        const row = await qrRowOrThrow(ctx, viewer, id);
        return { subject: { kind: 'qr', id: row.id }, createdAt: Number(row.created_at), fileName: row.hash ?? row.id };
      },
    }),
  ];
}
