import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPageMessage, renderPublicPage, type PublicPageView } from '../../public/page-render.js';
import { createPageRenderPool } from './page-render-pool.js';

const view: PublicPageView = {
  id: 'page-1',
  name: 'Guest network',
  content: {
    type: 'wifi',
    title: 'Bakery Lumi',
    description: 'Fresh bread every morning. '.repeat(20),
    accent: '#0f766e',
    ssid: 'Lumi-Guest',
    encryption: 'WPA',
    password: 'sourdough2030',
  } as PublicPageView['content'],
  media: new Map(),
  platform: 'other',
  now: Date.parse('2030-01-01T00:00:00Z'),
};

// A real thread, started under tsx: the first job waits for it to load the renderer.
const renders = createPageRenderPool({ nice: 0 });
afterAll(() => renders.close());

describe('the page render thread', { timeout: 60_000 }, () => {
  it('answers the page this thread would render, compressed in the forms asked for', async () => {
    const made = await renders.page(view, 'de', false, { encodings: ['br', 'gzip'], brotliQuality: 9 });
    const local = renderPublicPage(view, 'de');
    expect(Buffer.from(made.body).toString()).toBe(local.html);
    expect(made.csp).toBe(local.csp);
    expect(made.tag).toMatch(/^[\w-]{27}$/);
    expect(brotliDecompressSync(made.encoded.br!).toString()).toBe(local.html);
    expect(gunzipSync(made.encoded.gzip!).toString()).toBe(local.html);

    const oneForm = await renders.page(view, 'de', true, { encodings: ['gzip'], brotliQuality: 5 });
    expect(Object.keys(oneForm.encoded)).toEqual(['gzip']);
    expect(Buffer.from(oneForm.body).toString()).toBe(renderPublicPage(view, 'de', { preview: true }).html);
  });

  it('answers message pages and files, and leaves what fits in a packet uncompressed', async () => {
    const message = await renders.message('fi', 'not_found', { encodings: ['br'], brotliQuality: 9 });
    expect(Buffer.from(message.body).toString()).toBe(renderPageMessage('fi', 'not_found').html);
    const small = await renders.text('BEGIN:VCARD\r\nEND:VCARD\r\n', { encodings: ['br', 'gzip'], brotliQuality: 5 });
    expect([Buffer.from(small.body).toString(), small.encoded, small.csp]).toEqual([
      'BEGIN:VCARD\r\nEND:VCARD\r\n',
      {},
      '',
    ]);
  });
});
