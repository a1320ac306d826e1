import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, QR_TYPES } from '../shared/catalogues.js';
import { migrateToLatest } from './db/migrate.js';
import { TestClient } from './test/client.js';
import { buildSignedInUser, buildWorkspace } from './test/builders.js';
import { useTestServer } from './test/harness.js';
import { visit } from './test/links.js';
import { buildPage } from './test/pages.js';

const testServer = useTestServer();

describe('platform', () => {
  it('reports the database reachable on /healthz', async () => {
    const response = await new TestClient(testServer().url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: { kind: process.env.TEST_DB ?? 'sqlite', reachable: true },
      outbox: { waiting: 0, oldestAgeSeconds: null },
    });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await new TestClient(testServer().url).request(method, '/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('sends strict security headers', async () => {
    const response = await new TestClient(testServer().url).get('/api/config');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('denies the browser features the product never uses on the app, the API, public pages and status pages', async () => {
    const owner = await buildWorkspace(testServer());
    const page = await buildPage(testServer(), owner, { type: 'coupon', code: 'SPRING10' });
    const answers = {
      'an app screen': await visit(testServer().url, '/links'),
      'an API answer': await visit(testServer().url, '/api/config'),
      'an API error': await visit(testServer().url, '/api/does-not-exist'),
      'a public page': await visit(testServer().url, `/p/${page.id}`),
      "a redirect's 404 page": await visit(testServer().url, '/r/no-such-link'),
      "a QR code's 404 page": await visit(testServer().url, '/Q/ZZZZZZZZ'),
    };
    for (const [what, answer] of Object.entries(answers)) {
      const policy = answer.header('permissions-policy') ?? '';
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'interest-cohort=()']) {
        expect(policy, what).toContain(denied);
      }
      // The location form offers "use my position": the app's own pages may ask, nobody framed in them may.
      expect(policy, what).toContain('geolocation=(self)');
    }
    expect(answers['a public page'].status).toBe(200);
    expect(answers["a redirect's 404 page"].status).toBe(404);
  });

  it('refuses a body over 1 MB with 413 in the error shape', async () => {
    const response = await new TestClient(testServer().url).post('/api/auth/sign-in/email', {
      email: 'a@b.co',
      password: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });
});

describe('catalogues', () => {
  it('lists the 20 QR types and the 13 page types in order, with icons and active flags', async () => {
    const { client } = await buildSignedInUser(testServer());
    const qrTypes = await client.get('/api/qr-types');
    expect(qrTypes.status).toBe(200);
    expect(qrTypes.body.map((type: { id: string }) => type.id)).toEqual(QR_TYPES.map((type) => type.id));
    expect(qrTypes.body[0]).toEqual({ id: 'link', name: 'qr_type.link', qrClass: 'dynamic', order: 1 });

    const pageTypes = await client.get('/api/page-types');
    expect(pageTypes.body).toHaveLength(PAGE_TYPES.length);
    expect(pageTypes.body[0]).toEqual({
      id: 'business-page',
      name: 'page_type.business-page',
      icon: 'building',
      active: true,
      order: 1,
    });
    expect(pageTypes.body.map((type: { icon: string }) => type.icon)).toContain('file-pdf');
  });

  it('is seeded idempotently: migrating again changes nothing and keeps a type an admin switched off', async () => {
    await testServer()
      .database.db.updateTable('page_type')
      .set({ active: testServer().database.dialect.bool(false) })
      .where('id', '=', '3d-ar')
      .execute();
    await migrateToLatest(testServer().database);
    await migrateToLatest(testServer().database);
    const { client } = await buildSignedInUser(testServer());
    const pageTypes = await client.get('/api/page-types');
    expect(pageTypes.body).toHaveLength(PAGE_TYPES.length);
    expect(pageTypes.body.find((type: { id: string }) => type.id === '3d-ar').active).toBe(false);
    expect((await client.get('/api/qr-types')).body).toHaveLength(QR_TYPES.length);
  });

  it('needs a session', async () => {
    expect((await new TestClient(testServer().url).get('/api/qr-types')).status).toBe(401);
  });
});
