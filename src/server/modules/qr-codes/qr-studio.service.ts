import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { QrLogoUpload, QrPreview, QrPreviewRequest } from '../../../shared/qr-codes.js';
import { LOGO_BYTES_MAX, type ImageFormat, type ImageSize } from '../../../shared/qr-design.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { LogoError, normaliseLogo, qrInfo, type RenderInput } from '../qr-render/index.js';
import { freshQrCode, qrRowOrThrow } from './qr-codes.service.js';
import * as repo from './qr-codes.repo.js';
import { encodedText, parseStaticPayload, readDesign, readQrData, renderInputOrIssues } from './qr-content.js';
import { qrEncodedUrl, qrShortUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'qrRender' | 'events'>;

/** What a preview encodes: a saved code's text, a reserved dynamic code's address, or a static payload. */
async function previewText(deps: Deps, viewer: Viewer, content: QrPreviewRequest['content']): Promise<string> {
  if (content.kind === 'dynamic') return qrEncodedUrl(deps.config, content.code);
  if (content.kind === 'static') return encodedText(deps.config, null, content.payload);
  const row = await qrRowOrThrow(deps, viewer, content.qrId);
  return encodedText(
    deps.config,
    row.qr_class === 'dynamic' ? row.hash : null,
    parseStaticPayload(readQrData(row).payload),
  );
}

/**
 * The designer's live preview: the SVG from the one renderer, and the scan check of exactly
 * the text the code will carry. Both run on the render threads, never on the redirect's.
 */
export async function previewQrCode(deps: Deps, viewer: Viewer, request: QrPreviewRequest): Promise<QrPreview> {
  const text = await previewText(deps, viewer, request.content);
  const input = await renderInputOrIssues(deps, viewer, text, request.design, 'content.payload');
  if (Array.isArray(input)) throw httpErrors.validation(input);
  const [svg, check] = await Promise.all([deps.qrRender.svg(input, 300), deps.qrRender.check(input)]);
  const info = qrInfo(text, request.design);
  return { svg, encoded: text, version: info.version, errorCorrection: info.errorCorrection, check };
}

/** A fresh code for a new dynamic code, with the addresses it makes. */
export async function reserveQrCode(deps: Deps) {
  const code = await freshQrCode(deps);
  return { code, shortUrl: qrShortUrl(deps.config, code), encoded: qrEncodedUrl(deps.config, code) };
}

/** The render input of a saved code: its text, design and logo. */
export async function savedRenderInput(
  deps: Deps,
  viewer: Viewer,
  id: string,
): Promise<{ input: RenderInput; slug: string; updatedAt: number }> {
  const row = await qrRowOrThrow(deps, viewer, id);
  const text = encodedText(
    deps.config,
    row.qr_class === 'dynamic' ? row.hash : null,
    parseStaticPayload(readQrData(row).payload),
  );
  const design = readDesign(row);
  const input = await renderInputOrIssues(deps, viewer, text, design, 'design');
  // A saved code's logo or text cannot become invalid (uploads are never deleted alone); a stored design that fails
  // now is drawn without what fails rather than not at all.
  const safe = Array.isArray(input) ? { text, design: { ...design, logo: null }, logo: null } : input;
  return { input: safe, slug: slugOf(row.name), updatedAt: Number(row.updated_at) };
}

// A name of only symbols has an empty slug; its files still need a name.
const slugOf = (name: string) => slugify(name) || 'qr-code';

const EXTENSION: Record<ImageFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  eps: 'eps',
};

/** `GET /api/qr-codes/{id}/image.{format}?size=`: the code as it will print; `download` names the file by its slug. */
export async function sendQrImage(
  deps: Deps,
  viewer: Viewer,
  reply: FastifyReply,
  request: { id: string; format: ImageFormat; size: ImageSize | undefined; download: boolean },
): Promise<FastifyReply> {
  const { input, slug, updatedAt } = await savedRenderInput(deps, viewer, request.id);
  const size = request.size ?? { unit: 'px' as const, amount: 300, px: 300 };
  // The text is part of it: a new PUBLIC_URL changes what a dynamic code carries without changing the code.
  const version = createHash('sha1').update(`${input.text}\n${updatedAt}`).digest('base64url').slice(0, 16);
  const etag = `"${version}-${request.format}-${size.amount}${size.unit}"`;
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
  const image = await deps.qrRender.image(input, request.format, size);
  if (request.download) {
    reply.header('content-disposition', `attachment; filename="${qrFileName(slug, size, request.format)}"`);
  }
  return reply
    .code(200)
    .header('content-type', image.contentType)
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .send(image.body);
}

export const qrFileName = (slug: string, size: ImageSize, format: ImageFormat) =>
  `${slug}-${size.amount}${size.unit}.${EXTENSION[format]}`;

/**
 * Stores an uploaded logo: its type decided by its bytes, an SVG sanitised, and every kind re-encoded to
 * PNG, so no byte of the upload reaches an image or a page.
 */
export async function uploadLogo(deps: Deps, viewer: Viewer, body: unknown): Promise<QrLogoUpload> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw httpErrors.validation([{ path: 'logo', code: 'required', message: 'required' }]);
  }
  if (body.length > LOGO_BYTES_MAX) throw httpErrors.payloadTooLarge();
  let normalised: Awaited<ReturnType<typeof normaliseLogo>>;
  try {
    normalised = await normaliseLogo(body);
  } catch (error) {
    if (error instanceof LogoError)
      throw httpErrors.validation([{ path: 'logo', code: error.code, message: error.code }]);
    throw error;
  }
  const id = newId();
  const { asset, sourceType } = normalised;
  await repo.insertLogo(deps.database.db, {
    id,
    workspace_id: viewer.workspace.id,
    source_type: sourceType,
    png: asset.png,
    width: asset.width,
    height: asset.height,
    bytes: body.length,
    created_at: Date.now(),
  });
  return { id, contentType: sourceType, width: asset.width, height: asset.height, bytes: body.length };
}

/** The normalised PNG of one of the workspace's logos. */
export async function sendLogo(deps: Deps, viewer: Viewer, reply: FastifyReply, id: string): Promise<FastifyReply> {
  const row = await repo.findLogo(deps.database.db, viewer.workspace.id, id);
  if (!row) throw httpErrors.notFound('logo');
  return reply
    .code(200)
    .header('content-type', 'image/png')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(Buffer.from(row.png));
}
