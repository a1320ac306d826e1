import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/errors.js';
import { MEDIA_MAX_BYTES } from '../../../shared/page-content.js';
import type { Media, MediaList } from '../../../shared/pages.js';
import { buildWorkspace } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { sendRaw } from '../../test/raw-request.js';
import { useTestServer } from '../../test/harness.js';
import {
  glb,
  gltfJson,
  image,
  mp4,
  pdf,
  pngDeclaring,
  sendUpload,
  SVG,
  uploadOk,
  webm,
} from '../../test/media-files.js';

const server = useTestServer();

const fieldCodes = (body: unknown) =>
  ((body as ErrorBody).error.details?.fields ?? []).map((field) => `${field.path}:${field.code}`);
const publicBytes = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server().url}${new URL(path).pathname}`, { headers });

describe('uploads: the type is read from the bytes', () => {
  it.each([
    ['image', 'png', () => image('png'), 'image/png'],
    ['image', 'jpeg', () => image('jpeg'), 'image/jpeg'],
    ['image', 'webp', () => image('webp'), 'image/webp'],
    ['image', 'gif', () => image('gif'), 'image/gif'],
    ['video', 'mp4', () => mp4(), 'video/mp4'],
    ['video', 'mp4 (dash brand)', () => mp4('dash'), 'video/mp4'],
    ['video', 'webm', () => webm(), 'video/webm'],
    ['pdf', 'pdf', () => pdf(), 'application/pdf'],
    ['model', 'glb', () => glb(), 'model/gltf-binary'],
    ['model', 'gltf json', () => gltfJson(), 'model/gltf+json'],
  ] as const)('accepts a %s (%s) as %s', async (kind, _label, make, contentType) => {
    const owner = await buildWorkspace(server());
    const bytes = await make();
    const media = await uploadOk(owner.client, kind, bytes, `upload.${_label}`);
    expect(media).toMatchObject({ kind, contentType, bytes: bytes.length });
    expect(media.url).toBe(`${server().config.publicUrl}/m/${media.id}`);
    expect((await owner.client.get<Media>(`/api/media/${media.id}`)).body).toEqual(media);
  });

  it('judges a PNG named .pdf and a text file named .png by their content, whatever their declared type', async () => {
    const owner = await buildWorkspace(server());
    const png = await image('png');
    const asPdf = await sendUpload(owner.client, 'pdf', png, 'menu.pdf', 'application/pdf');
    expect(asPdf.status).toBe(422);
    expect(fieldCodes(asPdf.body)).toEqual(['file:media_wrong_kind']);
    // The same bytes asked for as an image are an image: the name and the declared type decided nothing.
    const asImage = await uploadOk(owner.client, 'image', png, 'menu.pdf');
    expect(asImage).toMatchObject({ contentType: 'image/png', fileName: 'menu.pdf' });

    const text = await sendUpload(owner.client, 'image', Buffer.from('hello, I am text'), 'photo.png', 'image/png');
    expect(text.status).toBe(422);
    expect(fieldCodes(text.body)).toEqual(['file:unsupported_media_type']);
    expect((await owner.client.get<MediaList>('/api/media')).body.items.map((item) => item.id)).toEqual([asImage.id]);
  });

  it.each([
    ['an SVG (it can carry script)', 'image', () => Promise.resolve(SVG), 'unsupported_media_type'],
    ['a QuickTime film', 'video', () => Promise.resolve(mp4('qt  ')), 'unsupported_media_type'],
    ['an MKV', 'video', () => Promise.resolve(webm('matroska')), 'unsupported_media_type'],
    ['a GLB of version 1', 'model', () => Promise.resolve(glb(1)), 'unsupported_media_type'],
    ['JSON that is no glTF', 'model', () => Promise.resolve(Buffer.from('{"a":1}')), 'unsupported_media_type'],
    ['a glTF naming another file', 'model', () => Promise.resolve(gltfJson(true)), 'model_external_files'],
    ['a truncated PNG', 'image', async () => (await image('png')).subarray(0, 30), 'unsupported_media_type'],
    ['an image over 8000 px', 'image', () => image('png', 8001, 2), 'image_too_large'],
    [
      'a PNG of a few bytes declaring 10,000 × 10,000 pixels (a decompression bomb)',
      'image',
      () => Promise.resolve(pngDeclaring(10_000, 10_000)),
      'image_too_many_pixels',
    ],
    ['an image of 42 megapixels', 'image', () => Promise.resolve(pngDeclaring(7000, 6000)), 'image_too_many_pixels'],
    ['a video asked for as a PDF', 'pdf', () => Promise.resolve(mp4()), 'media_wrong_kind'],
    ['an empty body', 'image', () => Promise.resolve(Buffer.alloc(0)), 'required'],
  ] as const)('refuses %s on `file`', async (_label, kind, make, code) => {
    const owner = await buildWorkspace(server());
    const response = await sendUpload(owner.client, kind, await make());
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(fieldCodes(response.body)).toEqual([`file:${code}`]);
    expect((await owner.client.get<MediaList>('/api/media')).body.items).toEqual([]);
  });

  it('refuses an unknown kind on `kind`', async () => {
    const owner = await buildWorkspace(server());
    const response = await sendUpload(owner.client, 'audio', await image('png'));
    expect(response.status).toBe(422);
    expect(fieldCodes(response.body)).toContain('kind:invalid_option');
  });

  it.each([
    ['image', () => image('png')],
    ['pdf', () => Promise.resolve(pdf())],
    ['model', () => Promise.resolve(glb())],
    ['video', () => Promise.resolve(mp4())],
  ] as const)('refuses an %s over its limit: 413 file_too_large with maxBytes', async (kind, make) => {
    const owner = await buildWorkspace(server());
    const maxBytes = MEDIA_MAX_BYTES[kind];
    const start = await make();
    const oversized = Buffer.concat([start, Buffer.alloc(maxBytes + 1 - start.length)]);
    const response = await sendUpload(owner.client, kind, oversized);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: { code: 'file_too_large', details: { maxBytes, fields: [{ path: 'file', code: 'file_too_large' }] } },
    });
    expect((await owner.client.get<MediaList>('/api/media')).body.items).toEqual([]);
  });

  it('refuses a body over the largest limit unread, in the product’s error shape', async () => {
    const owner = await buildWorkspace(server());
    const response = await sendUpload(owner.client, 'video', Buffer.alloc(MEDIA_MAX_BYTES.video + 1));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: { code: 'file_too_large', details: { maxBytes: MEDIA_MAX_BYTES.video } },
    });
  });

  it('asks who is uploading before reading the file', async () => {
    const anonymous = new TestClient(server().url);
    // Too large to be read at all: the answer is about the caller, so it came before the body.
    const response = await sendUpload(anonymous, 'video', Buffer.alloc(MEDIA_MAX_BYTES.video + 1));
    expect(response.status).toBe(401);
    expect((response.body as ErrorBody).error.code).toBe('unauthorized');
  });

  it('refuses a body that is not a file (JSON) unread, even one announced far larger than it is', async () => {
    const owner = await buildWorkspace(server());
    // Announced as 2 MB, sent as 9 bytes: waiting for the rest would hang; the type alone decides, before the body.
    const response = await sendRaw(
      server().url,
      {
        method: 'POST',
        path: '/api/media?kind=image&name=a.png',
        headers: {
          authorization: `Bearer ${owner.key}`,
          'content-type': 'application/json',
          'content-length': String(2 * 1024 * 1024),
          connection: 'close',
        },
        body: '{"name":"',
      },
      { timeoutMs: 5_000 },
    );
    expect(response.status).toBe(415);
    expect((JSON.parse(response.text) as ErrorBody).error.code).toBe('validation_failed');
  });

  it('takes the upload from a write key only', async () => {
    const owner = await buildWorkspace(server(), 'read');
    expect((await sendUpload(owner.client, 'pdf', pdf())).status).toBe(403);
  });
});

describe('uploads: the API keeps workspaces apart', () => {
  it("answers 404 for another workspace's upload, and lists only the workspace's own, by kind and name", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const menu = await uploadOk(owner.client, 'pdf', pdf(), 'Menu.pdf');
    const photo = await uploadOk(owner.client, 'image', await image('png'), 'photo.png');
    expect((await stranger.client.get(`/api/media/${menu.id}`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/media/${menu.id}`)).status).toBe(404);
    expect((await stranger.client.get<MediaList>('/api/media')).body.items).toEqual([]);

    const all = await owner.client.get<MediaList>('/api/media');
    expect(all.body.items.map((item) => item.id)).toEqual([photo.id, menu.id]);
    const pdfs = await owner.client.get<MediaList>('/api/media?kind=pdf');
    expect(pdfs.body.items.map((item) => item.id)).toEqual([menu.id]);
    const named = await owner.client.get<MediaList>('/api/media?q=menu');
    expect(named.body.items.map((item) => item.id)).toEqual([menu.id]);
    const first = await owner.client.get<MediaList>('/api/media?limit=1');
    const next = await owner.client.get<MediaList>(`/api/media?limit=1&cursor=${first.body.nextCursor}`);
    expect([...first.body.items, ...next.body.items].map((item) => item.id)).toEqual([photo.id, menu.id]);
    expect(next.body.nextCursor).toBeNull();
    expect((await owner.client.get(`/api/media?kind=audio`)).status).toBe(422);
  });

  it('keeps the name a file came with, cleaned of paths and control characters', async () => {
    const owner = await buildWorkspace(server());
    const media = await uploadOk(owner.client, 'pdf', pdf(), 'C:\\Users\\ada\\Spe\u0007isekarte "Mai".pdf');
    expect(media.fileName).toBe('Speisekarte "Mai".pdf');
    const unnamed = await uploadOk(owner.client, 'pdf', pdf(), '../');
    expect(unnamed.fileName).toBe('file.pdf');
  });

  it('removes the characters that reorder text from the name, so that no name poses as another type', async () => {
    const owner = await buildWorkspace(server());
    // Shown as `invoiceexe.png` with the override in place.
    const posing = await uploadOk(owner.client, 'pdf', pdf(), 'invoice\u202Egnp.exe');
    expect(posing.fileName).toBe('invoicegnp.exe');
    const every = '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck.pdf';
    expect((await uploadOk(owner.client, 'pdf', pdf(), every)).fileName).toBe('abcdefghijk.pdf');
    expect((await uploadOk(owner.client, 'pdf', pdf(), '\u202E\u2066')).fileName).toBe('file.pdf');
    // Letters of a right-to-left script stay.
    expect((await uploadOk(owner.client, 'pdf', pdf(), 'قائمة.pdf')).fileName).toBe('قائمة.pdf');
  });

  it('deletes an upload no page shows', async () => {
    const owner = await buildWorkspace(server());
    const media = await uploadOk(owner.client, 'pdf', pdf());
    expect((await owner.client.delete(`/api/media/${media.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/media/${media.id}`)).status).toBe(404);
    expect((await publicBytes(media.url)).status).toBe(404);
  });

  it('refuses to delete an upload a page shows (409, naming the page), and deletes it once the page lets go', async () => {
    const owner = await buildWorkspace(server());
    const menu = await uploadOk(owner.client, 'pdf', pdf(), 'menu.pdf');
    const other = await uploadOk(owner.client, 'pdf', pdf(), 'other.pdf');
    // A page whose text merely mentions the id does not hold the file.
    const mention = await owner.client.post('/api/pages', {
      name: 'Mentions',
      typeId: 'coupon',
      content: { type: 'coupon', code: 'SPRING', terms: `See ${other.id}` },
    });
    expect(mention.status, JSON.stringify(mention.body)).toBe(201);
    const page = await owner.client.post<{ id: string }>('/api/pages', {
      name: 'Lunch menu',
      typeId: 'pdf',
      content: { type: 'pdf', mediaId: menu.id },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);

    const refused = await owner.client.delete<ErrorBody>(`/api/media/${menu.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'media_in_use',
      details: { pages: [{ id: page.body.id, name: 'Lunch menu' }] },
    });
    expect((await owner.client.get(`/api/media/${menu.id}`)).status).toBe(200);

    const swapped = await owner.client.patch(`/api/pages/${page.body.id}`, {
      content: { type: 'pdf', mediaId: other.id },
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await owner.client.delete(`/api/media/${menu.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/media/${other.id}`)).status).toBe(409);
  });
});
