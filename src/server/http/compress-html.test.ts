import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHtmlCompression } from './compress-html.js';

const page = `<!doctype html><html><head><title>Scanlink</title></head><body>${'<p>Dynamic QR codes.</p>'.repeat(200)}</body></html>`;

async function appWithPages() {
  const app = Fastify();
  registerHtmlCompression(app);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/small', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>Hi</p>'));
  app.get('/json', async () => ({ text: 'x'.repeat(5000) }));
  return app;
}

describe('compressing the pages made per request', () => {
  it('sends brotli when the browser takes it, gzip when it takes only that, the page itself otherwise', async () => {
    const app = await appWithPages();
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);

    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(page);
    await app.close();
  });

  it('leaves a page under a kilobyte and every API answer as they are', async () => {
    const app = await appWithPages();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>Hi</p>');
    const json = await app.inject({ url: '/json', headers: { 'accept-encoding': 'br' } });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.json()).toEqual({ text: 'x'.repeat(5000) });
    await app.close();
  });
});
