import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { QrCode, QrImportResult, QrPreview } from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import { buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit, waitForClicksOf } from '../../test/links.js';
import { decoders } from '../qr-render/decoders.js';

const server = useTestServer();

async function createQr(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<QrCode> {
  const response = await owner.client.post<QrCode>('/api/qr-codes', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const toUrl = (url: string) => ({ name: 'Table sticker', type: 'link', target: { kind: 'url', url } });

/** Reads a raster image's QR code with jsqr. */
async function decodeImage(bytes: Buffer): Promise<string | null> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decoders.jsqr({ data: new Uint8ClampedArray(data), width: info.width, height: info.height });
}

describe('dynamic QR codes', () => {
  it('get a case-insensitive code of their own in an all-upper-case address, and redirect through the fast path', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, toUrl('https://example.com/menu'));
    expect(qr).toMatchObject({
      qrClass: 'dynamic',
      type: 'link',
      target: { kind: 'url', url: 'https://example.com/menu' },
    });
    expect(qr.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(qr.encoded).toBe(qr.encoded.toUpperCase());
    expect(qr.encoded.endsWith(`/Q/${qr.code}`)).toBe(true);
    expect(qr.shortUrl?.toUpperCase()).toBe(qr.encoded);

    const upper = await visit(server().url, `/Q/${qr.code}`);
    const lower = await visit(server().url, `/q/${qr.code?.toLowerCase()}`);
    expect([upper.status, upper.location]).toEqual([302, 'https://example.com/menu']);
    expect([lower.status, lower.location]).toEqual([302, 'https://example.com/menu']);

    // Stored as scans of the code, with no link, under the same rules as clicks (no address kept).
    const scans = await waitForClicksOf(owner.client, `/api/qr-codes/${qr.id}`, 2);
    expect(scans.every((scan) => scan.qrId === qr.id && scan.linkId === null && scan.deviceType === 'mobile')).toBe(
      true,
    );
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${qr.id}`)).body.scans).toBe(2);
    const stats = await owner.client.get(`/api/qr-codes/${qr.id}/stats?range=7d`);
    expect(stats.status).toBe(200);
    expect(stats.body.totals.clicks).toBe(2);
  });

  it("follow their link's edits, and a new target takes effect on the next scan", async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { url: 'https://example.com/spring' });
    const qr = await createQr(owner, { name: 'Poster', type: 'link', target: { kind: 'link', linkId: link.id } });
    expect(qr.target).toMatchObject({ kind: 'link', linkId: link.id, linkName: link.name, url: link.url });
    expect((await visit(server().url, `/Q/${qr.code}`)).location).toBe('https://example.com/spring');

    await owner.client.patch(`/api/links/${link.id}`, { url: 'https://example.com/summer' });
    expect((await visit(server().url, `/Q/${qr.code}`)).location).toBe('https://example.com/summer');

    const changed = await owner.client.patch<QrCode>(`/api/qr-codes/${qr.id}`, {
      target: { kind: 'url', url: 'https://example.com/autumn' },
    });
    expect(changed.body.code).toBe(qr.code);
    expect((await visit(server().url, `/Q/${qr.code}`)).location).toBe('https://example.com/autumn');

    // The scans through the link count for the link too, told apart from its direct clicks.
    await visit(server().url, `/r/${link.hash}`);
    const linkClicks = await waitForClicksOf(owner.client, `/api/links/${link.id}`, 3);
    expect(linkClicks.filter((click) => click.qrId === qr.id)).toHaveLength(2);
    const sources = await owner.client.get(`/api/links/${link.id}/stats?range=7d`);
    const bySource = Object.fromEntries(
      sources.body.breakdowns.source.map((row: { value: string; clicks: number }) => [row.value, row.clicks]),
    );
    expect(bySource).toEqual({ qr: 2, direct: 1 });
    expect(sources.body.breakdowns.qr).toEqual([
      expect.objectContaining({ value: qr.id, label: 'Poster', clicks: 2 }),
      expect.objectContaining({ value: null, clicks: 1 }),
    ]);
    const direct = await owner.client.get(`/api/links/${link.id}/stats?range=7d&filter=qr:`);
    expect(direct.body.totals.clicks).toBe(1);
    const summary = await owner.client.get('/api/stats/summary');
    // The workspace counts the third scan too, which went to the code's own address.
    expect(summary.body.today).toMatchObject({ clicks: 4, scans: 3 });
  });

  it('answer a translated "no longer active" page once deleted, and their code is never handed out again', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, toUrl('https://example.com/menu'));
    const deleted = await owner.client.delete(`/api/qr-codes/${qr.id}`);
    expect(deleted.status).toBe(204);

    const page = await visit(server().url, `/Q/${qr.code}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(page.status).toBe(410);
    expect(page.text).toContain('Dieser QR-Code ist nicht mehr aktiv');
    expect((await visit(server().url, '/Q/22222222')).status).toBe(404);

    const again = await owner.client.post('/api/qr-codes', { ...toUrl('https://example.com/x'), code: qr.code });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('code_taken');
  });

  it('refuse a target link of another workspace, and a dynamic code without a target, naming the field', async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const foreign = await createTestLink(stranger.client);
    const response = await owner.client.post('/api/qr-codes', {
      name: 'Poster',
      type: 'link',
      target: { kind: 'link', linkId: foreign.id },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([
      { path: 'target.linkId', code: 'not_found', message: 'not_found' },
    ]);
    const missing = await owner.client.post('/api/qr-codes', { name: 'Poster', type: 'link' });
    expect(missing.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'target', code: 'required' }),
    );
    expect((await owner.client.get('/api/qr-codes')).body.items).toEqual([]);
  });
});

describe('static QR codes', () => {
  it('encode their payload directly, with the Wi-Fi escaping, and are not tracked', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, {
      name: 'Guest Wi-Fi',
      type: 'wifi',
      payload: { kind: 'wifi', ssid: 'Café;Bar', security: 'WPA', password: 'pa:ss"word\\1' },
    });
    expect(qr).toMatchObject({ qrClass: 'static', code: null, shortUrl: null, target: null, scans: 0 });
    expect(qr.encoded).toBe('WIFI:T:WPA;S:Café\\;Bar;P:pa\\:ss\\"word\\\\1;;');
    const png = await owner.client.bytes('GET', `/api/qr-codes/${qr.id}/image.png?size=600`);
    expect(await decodeImage(png.body)).toBe(qr.encoded);
  });

  it("refuse a payload of another type's kind, a secured network without a password, and a static class for a dynamic-only type", async () => {
    const owner = await buildWorkspace(server());
    const wrongKind = await owner.client.post('/api/qr-codes', {
      name: 'x',
      type: 'wifi',
      payload: { kind: 'text', text: 'hello' },
    });
    expect(wrongKind.body.error.details.fields).toContainEqual(expect.objectContaining({ path: 'payload.kind' }));
    const noPassword = await owner.client.post('/api/qr-codes', {
      name: 'x',
      type: 'wifi',
      payload: { kind: 'wifi', ssid: 'Home', security: 'WPA' },
    });
    expect(noPassword.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'payload.password', code: 'required' }),
    );
    const staticWebsite = await owner.client.post('/api/qr-codes', {
      name: 'x',
      type: 'website',
      qrClass: 'static',
      payload: { kind: 'url', url: 'https://example.com' },
    });
    expect(staticWebsite.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'qrClass', code: 'invalid_option' }),
    );
  });
});

describe('the scan check before saving', () => {
  it('refuses a design that does not scan, with the reason, and stores nothing', async () => {
    const owner = await buildWorkspace(server());
    const response = await owner.client.post('/api/qr-codes', {
      ...toUrl('https://example.com/menu'),
      design: { ...DEFAULT_DESIGN, foreground: { kind: 'solid', color: '#dddddd' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('qr_does_not_scan');
    expect(response.body.error.details.check.passed).toBe(false);
    expect(response.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'design', code: 'contrast_too_low' }),
    );
    expect((await owner.client.get('/api/qr-codes')).body.items).toEqual([]);
  });

  it('previews exactly the address a reserved code will carry, and the saved code carries it', async () => {
    const owner = await buildWorkspace(server());
    const reserved = await owner.client.post<{ code: string; encoded: string }>('/api/qr/codes');
    const preview = await owner.client.post<QrPreview>('/api/qr/preview', {
      content: { kind: 'dynamic', code: reserved.body.code.toLowerCase() },
      design: { ...DEFAULT_DESIGN, dotStyle: 'rounded' },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.encoded).toBe(reserved.body.encoded);
    expect(preview.body.check.passed).toBe(true);
    expect(preview.body.svg.startsWith('<svg')).toBe(true);
    const svgPng = await sharp(Buffer.from(preview.body.svg)).png().toBuffer();
    expect(await decodeImage(svgPng)).toBe(reserved.body.encoded);

    const qr = await createQr(owner, { ...toUrl('https://example.com'), code: reserved.body.code });
    expect(qr.encoded).toBe(reserved.body.encoded);
  });
});

describe('images', () => {
  it('are rendered in every format; print sizes carry 300 dpi; out-of-range sizes are 422', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, toUrl('https://example.com/menu'));
    const image = (format: string, size: string, extra = '') =>
      owner.client.bytes('GET', `/api/qr-codes/${qr.id}/image.${format}?size=${size}${extra}`);

    const png = await image('png', '30mm', '&download=1');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe('attachment; filename="table-sticker-30mm.png"');
    const metadata = await sharp(png.body).metadata();
    expect([metadata.width, Math.round(metadata.density ?? 0)]).toEqual([354, 300]);
    expect(await decodeImage(png.body)).toBe(qr.encoded);

    // Asked again with its validator, an unchanged image is not sent twice.
    const etag = png.headers.get('etag') ?? '';
    const again = await owner.client.bytes('GET', `/api/qr-codes/${qr.id}/image.png?size=30mm`, undefined, {
      'if-none-match': etag,
    });
    expect([etag.length > 2, again.status]).toEqual([true, 304]);

    const jpeg = await image('jpeg', '512');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await decodeImage(jpeg.body)).toBe(qr.encoded);
    expect((await image('svg', '300')).body.toString('utf8')).toMatch(/^<svg/);
    expect((await image('pdf', '50mm')).body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await image('eps', '50mm')).body.subarray(0, 23).toString()).toBe('%!PS-Adobe-3.0 EPSF-3.0');

    for (const size of ['99999', '5000', '2mm', 'huge']) {
      const refused = await owner.client.get(`/api/qr-codes/${qr.id}/image.png?size=${size}`);
      expect(refused.status, size).toBe(422);
      expect(refused.body.error.details.fields[0].path).toBe('size');
    }
    expect((await owner.client.get(`/api/qr-codes/${qr.id}/image.bmp`)).status).toBe(422);
  });
});

describe('logos', () => {
  const tinyPng = () =>
    sharp({ create: { width: 64, height: 64, channels: 4, background: '#4338ca' } })
      .png()
      .toBuffer();

  it('are stored as PNG whatever they came as; SVG loses its script and external references', async () => {
    const owner = await buildWorkspace(server());
    const uploaded = await owner.client.bytes('POST', '/api/qr/logos', await tinyPng(), {
      'content-type': 'image/png',
    });
    expect(uploaded.status).toBe(201);
    const logo = JSON.parse(uploaded.body.toString('utf8'));
    expect(logo).toMatchObject({ contentType: 'image/png', width: 64, height: 64 });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="32">' +
        '<script>alert(1)</script><image xlink:href="https://evil.example/x.png" width="32" height="32"/>' +
        '<rect width="32" height="32" fill="#e11d48" onload="alert(2)"/></svg>',
    );
    // Declared as PNG: the bytes decide.
    const fromSvg = await owner.client.bytes('POST', '/api/qr/logos', svg, { 'content-type': 'image/png' });
    expect(fromSvg.status, fromSvg.body.toString()).toBe(201);
    const stored = JSON.parse(fromSvg.body.toString('utf8'));
    expect(stored.contentType).toBe('image/svg+xml');
    const served = await owner.client.bytes('GET', `/api/qr/logos/${stored.id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.body.subarray(1, 4).toString()).toBe('PNG');
    expect(served.body.includes(Buffer.from('alert'))).toBe(false);

    // A code with the logo at error correction M is raised to Q, and scans.
    const qr = await createQr(owner, {
      ...toUrl('https://example.com/menu'),
      design: { ...DEFAULT_DESIGN, logo: { uploadId: logo.id, size: 0.3, margin: 10 } },
    });
    const png = await owner.client.bytes('GET', `/api/qr-codes/${qr.id}/image.png?size=800`);
    expect(await decodeImage(png.body)).toBe(qr.encoded);
  });

  it('refuses what is not an image, what is too big, and a logo of another workspace', async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const text = await owner.client.bytes('POST', '/api/qr/logos', Buffer.from('just words'), {
      'content-type': 'image/png',
    });
    expect(text.status).toBe(422);
    expect(JSON.parse(text.body.toString()).error.details.fields[0]).toMatchObject({
      path: 'logo',
      code: 'logo_unsupported_type',
    });
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
    const broken = await owner.client.bytes('POST', '/api/qr/logos', fake, { 'content-type': 'image/png' });
    expect(JSON.parse(broken.body.toString()).error.details.fields[0].code).toBe('logo_invalid_image');
    const big = await owner.client.bytes('POST', '/api/qr/logos', Buffer.alloc(1024 * 1024 + 10, 1), {
      'content-type': 'image/png',
    });
    expect(big.status).toBe(413);

    const theirs = JSON.parse(
      (
        await stranger.client.bytes('POST', '/api/qr/logos', await tinyPng(), { 'content-type': 'image/png' })
      ).body.toString(),
    );
    expect((await owner.client.get(`/api/qr/logos/${theirs.id}`)).status).toBe(404);
    const borrowed = await owner.client.post('/api/qr-codes', {
      ...toUrl('https://example.com'),
      design: { ...DEFAULT_DESIGN, logo: { uploadId: theirs.id, size: 0.3, margin: 10 } },
    });
    expect(borrowed.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'design.logo.uploadId', code: 'not_found' }),
    );
  });
});

describe('design templates', () => {
  it('are saved, listed and deleted per workspace', async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const design = { ...DEFAULT_DESIGN, dotStyle: 'classy-rounded', foreground: { kind: 'solid', color: '#4338CA' } };
    const created = await owner.client.post('/api/qr-templates', { name: 'Brand', design });
    expect(created.status).toBe(201);
    expect(created.body.design.foreground.color).toBe('#4338ca');
    expect((await owner.client.get('/api/qr-templates')).body.items.map((t: { name: string }) => t.name)).toEqual([
      'Brand',
    ]);
    expect((await stranger.client.get('/api/qr-templates')).body.items).toEqual([]);
    expect((await stranger.client.delete(`/api/qr-templates/${created.body.id}`)).status).toBe(404);
    const badColour = await owner.client.post('/api/qr-templates', {
      name: 'x',
      design: { ...design, background: 'white' },
    });
    expect(badColour.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'design.background', code: 'invalid_color' }),
    );
    expect((await owner.client.delete(`/api/qr-templates/${created.body.id}`)).status).toBe(204);
  });
});

describe('bulk', () => {
  it('checks a CSV without writing, refuses to write a file with a bad row, and writes all rows at once', async () => {
    const owner = await buildWorkspace(server());
    const bad =
      'name,target,type\nTable 1,https://example.com/1,link\n,https://example.com/2,\nTable 3,javascript:alert(1),website\nTable 4,hello,nope\n';
    const checked = await owner.client.post<QrImportResult>('/api/qr-codes/import', { csv: bad, confirm: false });
    expect(checked.status).toBe(200);
    expect(checked.body.valid).toBe(false);
    expect(checked.body.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, [{ field: 'name', code: 'required' }]],
      [4, [{ field: 'target', code: 'invalid_url' }]],
      [5, [{ field: 'type', code: 'invalid_option' }]],
    ]);
    const refused = await owner.client.post('/api/qr-codes/import', { csv: bad, confirm: true });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('import_invalid');
    expect((await owner.client.get('/api/qr-codes')).body.items).toEqual([]);

    const good = 'name;target;type\n"Tisch 1, innen";https://example.com/1;link\nHotline;+49 30 1234567;phone\n';
    const imported = await owner.client.post<QrImportResult>('/api/qr-codes/import', { csv: good, confirm: true });
    expect(imported.body).toMatchObject({ valid: true, created: 2 });
    const list = (await owner.client.get<{ items: QrCode[] }>('/api/qr-codes')).body.items;
    expect(
      list.map((qr) => [qr.name, qr.qrClass, qr.encoded.startsWith('tel:') || qr.encoded.includes('/Q/')]),
    ).toEqual([
      ['Hotline', 'static', true],
      ['Tisch 1, innen', 'dynamic', true],
    ]);

    const zip = await owner.client.bytes('POST', '/api/qr-codes/download', {
      ids: list.map((qr) => qr.id),
      format: 'png',
      size: '300',
    });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.body));
    expect(Object.keys(files).sort()).toEqual(['hotline-300px.png', 'tisch-1-innen-300px.png']);
    expect(await decodeImage(Buffer.from(files['hotline-300px.png'] ?? []))).toBe('tel:+49301234567');
  });

  it('refuses more than 1,000 rows', async () => {
    const owner = await buildWorkspace(server());
    const rows = Array.from({ length: 1001 }, (_, index) => `Code ${index},https://example.com/${index}`).join('\n');
    const response = await owner.client.post('/api/qr-codes/import', { csv: rows, confirm: false });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields[0]).toMatchObject({ path: 'csv', code: 'too_many_rows' });
  });
});
