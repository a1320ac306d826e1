import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_BYTES_MAX, type Me } from '../../../shared/account.js';
import type { ErrorBody } from '../../../shared/errors.js';
import { buildSignedInUser, buildWorkspace } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { image, pngDeclaring, SVG } from '../../test/media-files.js';

const server = useTestServer();

const fieldCodes = (body: unknown) =>
  ((body as ErrorBody).error.details?.fields ?? []).map((field) => `${field.path}:${field.code}`);

/** PUTs `bytes` as the picture (declared as `contentType`, which decides nothing) and parses the answer. */
async function sendAvatar(client: TestClient, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const response = await client.bytes('PUT', '/api/me/avatar', bytes, { 'content-type': contentType });
  const text = response.body.toString('utf8');
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function uploadOk(client: TestClient, bytes: Uint8Array): Promise<Me> {
  const response = await sendAvatar(client, bytes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Me;
}

/** A photo-like JPEG, wider than tall, carrying EXIF (a camera's make, an orientation) and an ICC profile. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Phone maker', Copyright: 'Where I live' } } })
    .jpeg()
    .toBuffer();
}

describe('PUT /api/me/avatar: a picture is remade on the server', () => {
  it.each([
    ['PNG', () => image('png', 300, 120)],
    ['JPEG with metadata', cameraJpeg],
    ['WebP', () => image('webp', 90, 200)],
  ])(
    'turns a %s into a 256 × 256 WebP without metadata, served at the address the profile names',
    async (_label, make) => {
      const { client } = await buildSignedInUser(server());
      const me = await uploadOk(client, await make());
      expect(me.avatarUrl).toMatch(/^\/api\/me\/avatar\?v=[0-9a-f]{16}$/);
      expect((await client.get<Me>('/api/me')).body.avatarUrl).toBe(me.avatarUrl);

      const served = await client.bytes('GET', me.avatarUrl!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const stored = await sharp(served.body).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(stored.exif).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    },
  );

  it('answers 304 to the ETag it gave, and a changed picture at a new address', async () => {
    const { client } = await buildSignedInUser(server());
    const first = await uploadOk(client, await image('png', 64, 64));
    const served = await client.bytes('GET', first.avatarUrl!);
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await client.bytes('GET', first.avatarUrl!, undefined, { 'if-none-match': etag })).status).toBe(304);

    const red = sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 220, g: 38, b: 38 } } });
    const second = await uploadOk(client, await red.jpeg().toBuffer());
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    // The old address now answers the new picture, to be checked each time rather than kept.
    const old = await client.bytes('GET', first.avatarUrl!, undefined, { 'if-none-match': etag });
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('private, no-cache');
    expect(old.headers.get('etag')).not.toBe(etag);
  });
});

describe('PUT /api/me/avatar: refusals, and nothing half-written', () => {
  it.each([
    ['a GIF', () => image('gif', 20, 20), 'image/gif'],
    ['an SVG', () => Promise.resolve(SVG), 'image/svg+xml'],
    ['text named as a PNG', () => Promise.resolve(Buffer.from('not a picture at all')), 'image/png'],
    ['a PNG cut short', async () => (await image('png', 200, 200)).subarray(0, 60), 'image/png'],
  ])('refuses %s with 422 unsupported_media_type on file and keeps the picture before', async (_label, make, type) => {
    const { client } = await buildSignedInUser(server());
    const before = await uploadOk(client, await image('png', 40, 40));
    const response = await sendAvatar(client, await make(), type);
    expect(response.status).toBe(422);
    expect(fieldCodes(response.body)).toEqual(['file:unsupported_media_type']);
    const me = (await client.get<Me>('/api/me')).body;
    expect(me.avatarUrl).toBe(before.avatarUrl);
    expect((await client.bytes('GET', me.avatarUrl!)).status).toBe(200);
  });

  it('refuses an image of more than 40 megapixels by its header (a decompression bomb) with 422', async () => {
    const { client } = await buildSignedInUser(server());
    const response = await sendAvatar(client, pngDeclaring(8000, 5001), 'image/png');
    expect(response.status).toBe(422);
    expect(fieldCodes(response.body)).toEqual(['file:image_too_many_pixels']);
    expect((await client.get<Me>('/api/me')).body.avatarUrl).toBeNull();
  });

  it('refuses a file over the size limit unread with 413 file_too_large', async () => {
    const { client } = await buildSignedInUser(server());
    const response = await sendAvatar(client, Buffer.alloc(AVATAR_BYTES_MAX + 1, 0xff), 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'file_too_large', details: { maxBytes: AVATAR_BYTES_MAX } } });
    expect(fieldCodes(response.body)).toEqual(['file:file_too_large']);
  });

  it('refuses an empty body with 422 required on file', async () => {
    const { client } = await buildSignedInUser(server());
    const response = await sendAvatar(client, new Uint8Array(0), 'image/png');
    expect(response.status).toBe(422);
    expect(fieldCodes(response.body)).toEqual(['file:required']);
  });
});

describe('the picture and a picture address', () => {
  it('an upload replaces an address (a Google picture), an address replaces an upload, removal clears both', async () => {
    const { client } = await buildSignedInUser(server());
    await client.patch('/api/me', { avatarUrl: 'https://lh3.googleusercontent.com/a/photo' });
    const uploaded = await uploadOk(client, await image('png', 32, 32));
    expect(uploaded.avatarUrl).toMatch(/^\/api\/me\/avatar\?v=/);

    // Sending back the address the profile shows changes nothing.
    expect((await client.patch('/api/me', { avatarUrl: uploaded.avatarUrl })).body.avatarUrl).toBe(uploaded.avatarUrl);
    expect((await client.bytes('GET', uploaded.avatarUrl!)).status).toBe(200);

    const linked = await client.patch<Me>('/api/me', { avatarUrl: 'https://example.com/me.png' });
    expect(linked.body.avatarUrl).toBe('https://example.com/me.png');
    expect((await client.bytes('GET', uploaded.avatarUrl!)).status).toBe(404);

    await uploadOk(client, await image('png', 32, 32));
    const removed = await client.delete<Me>('/api/me/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect((await client.get<Me>('/api/me')).body.avatarUrl).toBeNull();
    expect((await client.get('/api/me/avatar')).status).toBe(404);
    // Removing what is not there is no error.
    expect((await client.delete('/api/me/avatar')).status).toBe(200);
  });
});

describe('who may see or change the picture', () => {
  it("serves a picture only to its own account's sessions", async () => {
    const owner = await buildSignedInUser(server());
    const { avatarUrl } = await uploadOk(owner.client, await image('png', 32, 32));
    const other = await buildSignedInUser(server());

    const anonymous = await new TestClient(server().url).get(avatarUrl!);
    expect(anonymous.status).toBe(401);
    // The address names no account: another person asking for it gets their own picture, here none.
    const asOther = await other.client.get(avatarUrl!);
    expect(asOther.status).toBe(404);
    expect(asOther.body.error.code).toBe('not_found');

    const key = await buildWorkspace(server());
    expect((await key.client.get('/api/me/avatar')).status).toBe(403);
    expect((await sendAvatar(key.client, await image('png', 8, 8))).status).toBe(403);
    expect((await key.client.delete('/api/me/avatar')).status).toBe(403);
  });

  it('is 401 without a session, for uploads and removals too', async () => {
    const anonymous = new TestClient(server().url);
    expect((await sendAvatar(anonymous, await image('png', 8, 8))).status).toBe(401);
    expect((await anonymous.delete('/api/me/avatar')).status).toBe(401);
  });

  it('goes with the account when it is deleted', async () => {
    const { client, userId, email } = await buildSignedInUser(server());
    await uploadOk(client, await image('png', 16, 16));
    // A built account has no password: typing its email confirms the deletion.
    expect((await client.request('DELETE', '/api/me', { email })).status).toBe(204);
    const left = await server()
      .database.db.selectFrom('user_avatar')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});
