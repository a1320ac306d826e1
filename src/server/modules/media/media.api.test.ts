import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/errors.js';
import { MEDIA_MAX_BYTES } from '../../../shared/page-content.js';
import type { Media, MediaList } from '../../../shared/pages.js';
import { buildWorkspace } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { sendRaw } from '../../test/raw-request.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
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

describe('uploads: the public bytes at /m/{id}', () => {
  it('serves the bytes as their sniffed type, inline, cached for good, only to our own origin', async () => {
    const owner = await buildWorkspace(server());
    const bytes = pdf();
    const media = await uploadOk(owner.client, 'pdf', bytes, 'Café menü.pdf');
    const response = await publicBytes(media.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Caf_ men_.pdf"; filename*=UTF-8''Caf%C3%A9%20men%C3%BC.pdf`,
    );
    expect(response.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    // Chromium's viewer does not open in a sandboxed document, and the PDF page frames the file.
    expect(response.headers.get('content-security-policy')).not.toMatch(/sandbox/);
  });

  it('sandboxes every other upload opened on its own: a document of no origin, without script', async () => {
    const owner = await buildWorkspace(server());
    for (const [kind, bytes] of [
      ['image', await image('png')],
      ['video', mp4()],
      ['model', glb()],
    ] as const) {
      const media = await uploadOk(owner.client, kind, bytes);
      const response = await publicBytes(media.url);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('content-security-policy'), kind).toMatch(/(^|; *)sandbox$/);
      expect(response.headers.get('content-security-policy'), kind).toMatch(/default-src 'self'/);
      expect(response.headers.get('content-disposition'), kind).toMatch(/^inline;/);
    }
  });

  it('sends a PDF with scripts or other actions only as a download, sandboxed, whatever asks for it', async () => {
    const owner = await buildWorkspace(server());
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const media = await uploadOk(owner.client, 'pdf', scripted, 'menu.pdf');
    for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
      const response = await publicBytes(media.url, headers);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="menu.pdf"; filename*=UTF-8''menu.pdf`,
      );
      expect(response.headers.get('content-security-policy')).toMatch(/(^|; *)sandbox$/);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('answers 304 to a matching If-None-Match (strong tag, weak or in a list too), 200 to another', async () => {
    const owner = await buildWorkspace(server());
    const media = await uploadOk(owner.client, 'image', await image('png'));
    const etag = (await publicBytes(media.url)).headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await publicBytes(media.url, { 'if-none-match': header });
      expect(cached.status, header).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect(await cached.text()).toBe('');
    }
    expect((await publicBytes(media.url, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers ranges: 206 with Content-Range for a part, 416 past the end, the whole file for what it ignores', async () => {
    const owner = await buildWorkspace(server());
    const bytes = pdf(1000);
    const media = await uploadOk(owner.client, 'pdf', bytes);
    const etag = (await publicBytes(media.url)).headers.get('etag') ?? '';
    const cases: [Record<string, string>, number, string | null, Buffer][] = [
      [{ range: 'bytes=0-4' }, 206, 'bytes 0-4/1000', bytes.subarray(0, 5)],
      [{ range: 'bytes=990-' }, 206, 'bytes 990-999/1000', bytes.subarray(990)],
      [{ range: 'bytes=-10' }, 206, 'bytes 990-999/1000', bytes.subarray(990)],
      [{ range: 'bytes=995-5000' }, 206, 'bytes 995-999/1000', bytes.subarray(995)],
      [{ range: 'bytes=1000-' }, 416, 'bytes */1000', Buffer.alloc(0)],
      [{ range: 'bytes=-0' }, 416, 'bytes */1000', Buffer.alloc(0)],
      [{ range: 'bytes=0-1,5-6' }, 200, null, bytes],
      [{ range: 'bytes=9-2' }, 200, null, bytes],
      [{ range: 'items=0-4' }, 200, null, bytes],
      [{ range: 'bytes=0-4', 'if-range': etag }, 206, 'bytes 0-4/1000', bytes.subarray(0, 5)],
      [{ range: 'bytes=0-4', 'if-range': '"older"' }, 200, null, bytes],
    ];
    for (const [headers, status, contentRange, body] of cases) {
      const response = await publicBytes(media.url, headers);
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(status);
      expect(response.headers.get('content-range'), label).toBe(contentRange);
      expect(Buffer.from(await response.arrayBuffer()), label).toEqual(body);
    }
  });

  it('is served by every node, and 404 for an id that is none of ours', async () => {
    const owner = await buildWorkspace(server());
    const bytes = mp4('isom', 4096);
    const media = await uploadOk(owner.client, 'video', bytes);
    const second = await startSecondNode(server());
    try {
      const response = await fetch(`${second.url}/m/${media.id}`, { headers: { range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(0, 100));
      expect(response.headers.get('content-type')).toBe('video/mp4');
    } finally {
      await second.close();
    }
    for (const id of ['0196f3e1-5c2a-7b4d-8e6f-000000000000', 'a%00b', 'x'.repeat(65)]) {
      expect((await fetch(`${server().url}/m/${id}`)).status, id).toBe(404);
    }
  });
});
