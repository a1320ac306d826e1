import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.js';
import { registerApiCacheHeaders } from '../../http/cache-headers.js';
import { registerErrorHandler } from '../../http/error-handler.js';
import { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { registerWebApp } from './web.routes.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = 'assets/index-Dx3k9QaZ.js';
const scriptText = `export const greet = (name) => 'Hello, ' + name;\n`.repeat(200);
const ME_PRELOAD = '<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" />';
const indexHtml = `<!doctype html><html lang="en"><head><title>Scanlink</title>\n    ${ME_PRELOAD}</head><body><div id="root"></div><script type="module" src="/${SCRIPT}"></script></body></html>\n`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, with the body left as it came (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

// The web app as the build leaves it (a hashed script, an image, index.html, public/robots.txt), compressed by the
// build's own step, served as buildApp serves dist/web.
describe('serving the built web app', () => {
  let dir = '';
  let app: FastifyInstance;
  let url = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'scanlink-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    writeFileSync(path.join(dir, SCRIPT), scriptText);
    writeFileSync(path.join(dir, 'assets/flag-Bq2x.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
    copyFileSync(path.join(projectRoot, 'public/robots.txt'), path.join(dir, 'robots.txt'));
    await precompressDir(dir);

    app = Fastify();
    registerApiCacheHeaders(app);
    registerErrorHandler(app, await registerWebApp(app, { root: dir, defaultLocale: 'tr' }), async () => true);
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api/cached', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({}));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    url = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli, cached for a year as immutable', async () => {
    const response = await rawGet(`${url}/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(scriptText.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(scriptText);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await rawGet(`${url}/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.body).toString()).toBe(scriptText);

    const plain = await rawGet(`${url}/${SCRIPT}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(scriptText);
  });

  it('sends an image as it is, still immutable', async () => {
    const response = await rawGet(`${url}/assets/flag-Bq2x.png`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers the app’s pages with index.html, never cached', async () => {
    for (const page of ['/', '/link/0193a5e4', '/settings/account?tab=1']) {
      const response = await rawGet(`${url}${page}`, { 'accept-encoding': 'br' });
      expect(response.status, page).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // Sent as it is: the server rewrites the page on every answer (its style nonce), so no copy is made for it.
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(indexHtml);
    }
  });

  it('leaves the preload of /api/me out of the visitor screens, where it could only answer 401', async () => {
    for (const page of ['/sign-in', '/sign-up/', '/Sign-In?next=%2Flinks']) {
      const response = await rawGet(`${url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.body.toString()).toBe(indexHtml.replace(`\n    ${ME_PRELOAD}`, ''));
    }
  });

  it('answers a path the app has no screen for with 404 and the app, which shows its not-found screen', async () => {
    for (const page of ['/nothing-here', '/link', '/settings/nothing', '/link/a/b']) {
      const response = await rawGet(`${url}${page}`);
      expect(response.status, page).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(indexHtml);
    }
    // Even when the browser revalidates what it has: never an empty 404.
    const first = await rawGet(`${url}/nothing-here`);
    const again = await rawGet(`${url}/nothing-here`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe(indexHtml);
  });

  it('serves robots.txt as text that keeps crawlers out of the API and the signed-in screens', async () => {
    const response = await rawGet(`${url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body.toString();
    expect(text).not.toMatch(/<html/i);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/links$/m);
    expect(text).not.toMatch(/^Disallow: \/sign-in/m);
  });

  it('marks API answers no-store, errors included, unless the route chose its own caching', async () => {
    expect((await rawGet(`${url}/api/thing`)).headers['cache-control']).toBe('no-store');
    const missing = await rawGet(`${url}/api/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await rawGet(`${url}/api/cached`)).headers['cache-control']).toBe('private, max-age=60');
  });
});

describe('the whole server', () => {
  const testServer = useTestServer();

  it('answers the API with no-store', async () => {
    const client = new TestClient(testServer().url);
    for (const pathname of ['/api/config', '/api/me']) {
      const response = await client.get(pathname);
      expect(response.headers.get('cache-control'), pathname).toBe('no-store');
    }
  });
});
