import { idParamsSchema } from '../../../shared/list.js';
import {
  qrLogoSchema,
  qrPreviewRequestSchema,
  qrPreviewSchema,
  qrReservedCodeSchema,
} from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { previewQrCode, reserveQrCode, sendLogo, uploadLogo } from './qr-studio.service.js';

const TAG = 'QR designer';
const LOGO_ID = '0196f3c4-a7d2-7b1e-9f3a-2c4d6e8f0a1b';
// The rate of previews one designer makes while someone drags a slider, with room to spare; renders are dear.
const PREVIEW_LIMIT = { max: 240, timeWindow: 60_000 };

/**
 * The designer's calls (docs/product.md, QR codes): the live preview with its scan check, a code to preview with,
 * logos.
 */
export function qrStudioRoutes(ctx: AppContext) {
  return [
    route({
      method: 'POST',
      url: '/api/qr/preview',
      permission: 'edit',
      operationId: 'previewQrCode',
      summary: 'Render a design and check that it scans',
      description:
        'The SVG comes from the renderer every download uses. The check decodes renders at several sizes and blur ' +
        'levels with two independent decoders (zxing-wasm, jsqr) and names what stops a design from scanning.',
      tag: TAG,
      body: qrPreviewRequestSchema,
      rateLimit: PREVIEW_LIMIT,
      response: { status: 200, description: 'The render and its scan check.', schema: qrPreviewSchema },
      example: {
        body: { content: { kind: 'dynamic', code: '7KX3P9QA' }, design: DEFAULT_DESIGN },
        response: {
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">…</svg>',
          encoded: 'HTTPS://SCANLINK.EXAMPLE/Q/7KX3P9QA',
          version: 2,
          errorCorrection: 'M',
          check: { passed: true, score: 100, minPrintMm: 12, problems: [], contrast: 21, attempts: [] },
        },
      },
      handler: ({ viewer, body }) => previewQrCode(ctx, viewer, body),
    }),
    route({
      method: 'POST',
      url: '/api/qr/codes',
      permission: 'edit',
      operationId: 'reserveQrCode',
      summary: 'A fresh short code for a new dynamic QR code',
      description: 'Preview with it, then pass it as `code` when creating, so the scan check sees the very address.',
      tag: TAG,
      response: { status: 200, description: 'An unused code and its addresses.', schema: qrReservedCodeSchema },
      example: {
        response: {
          code: '7KX3P9QA',
          shortUrl: 'https://scanlink.example/Q/7KX3P9QA',
          encoded: 'HTTPS://SCANLINK.EXAMPLE/Q/7KX3P9QA',
        },
      },
      handler: () => reserveQrCode(ctx),
    }),
    route({
      method: 'POST',
      url: '/api/qr/logos',
      permission: 'edit',
      operationId: 'uploadQrLogo',
      summary: 'Upload a logo for QR designs',
      description:
        'The body is the file itself: PNG, JPEG or SVG, at most 1 MB. Its type is read from its bytes; an SVG is ' +
        'sanitised (no script, no external reference) and every logo is stored re-encoded as PNG.',
      tag: TAG,
      upload: ['image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'],
      response: { status: 201, description: 'The stored logo.', schema: qrLogoSchema },
      example: { response: { id: LOGO_ID, contentType: 'image/svg+xml', width: 512, height: 512, bytes: 2841 } },
      handler: ({ viewer, request }) => uploadLogo(ctx, viewer, request.body),
    }),
    route({
      method: 'GET',
      url: '/api/qr/logos/:id',
      permission: 'view',
      operationId: 'getQrLogo',
      summary: 'A logo, as the PNG it was stored as',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The PNG.', contentType: 'image/png' },
      example: { params: { id: LOGO_ID } },
      handler: ({ viewer, params, reply }) => sendLogo(ctx, viewer, reply, params.id),
    }),
  ];
}
