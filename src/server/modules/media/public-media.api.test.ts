import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../test/builders.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
import { glb, image, mp4, pdf, uploadOk } from '../../test/media-files.js';

// The public side of uploads, /m/{id}: types, sandboxing, caching, ranges, every node. Uploading and the API are in
// media.api.test.ts.
const server = useTestServer();

const publicBytes = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server().url}${new URL(path).pathname}`, { headers });

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
