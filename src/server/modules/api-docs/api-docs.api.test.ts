import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { useTestServer } from '../../test/harness.js';
import { listRoutes } from '../../test/route-table.js';

const server = useTestServer();

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const fetchDocument = async () => (await (await fetch(`${server().url}/api/openapi.json`)).json()) as Document;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every registered /api route, and nothing that is not one', async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = listRoutes(server().app)
      .filter((route) => route.path.startsWith('/api'))
      .flatMap((route) =>
        route.methods
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => `${method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(registered.length).toBeGreaterThan(15);
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it('names the error shape and both security schemes, and says which routes need which', async () => {
    const document = await fetchDocument();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'session']);
    expect(document.components.schemas.Error).toMatchObject({ properties: { error: { type: 'object' } } });
    const listLinks = document.paths['/api/links']?.get;
    expect(listLinks?.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(listLinks?.responses).toMatchObject({ 401: { $ref: '#/components/responses/Unauthorized' } });
    expect(document.paths['/api/me']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/config']?.get?.security).toEqual([]);
    expect(document.paths['/api/links/{id}']?.patch?.responses).toMatchObject({
      403: { $ref: '#/components/responses/Forbidden' },
      404: { $ref: '#/components/responses/NotFound' },
      422: { $ref: '#/components/responses/ValidationFailed' },
    });
  });

  it("lists every media type an operation answers, such as each of a QR code image's formats", async () => {
    const document = await fetchDocument();
    const image = document.paths['/api/qr-codes/{id}/image.{format}']?.get?.responses as Record<
      number,
      { content: Record<string, unknown> }
    >;
    expect(Object.keys(image[200]?.content ?? {}).sort()).toEqual([
      'application/pdf',
      'application/postscript',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'image/webp',
    ]);
  });

  it('has an example for every operation, and each example answer matches its schema', () => {
    for (const declaration of server().app.apiRoutes) {
      const { example, response } = declaration;
      const given = [example.params, example.query, example.body, example.response].filter(
        (value) => value !== undefined,
      );
      expect(given.length, declaration.operationId).toBeGreaterThan(0);
      for (const [schema, value] of [
        [declaration.params, example.params],
        [declaration.query, example.query],
        [declaration.body, example.body],
        [response.schema, example.response],
      ] as const) {
        if (!schema || value === undefined) continue;
        const result = safeParse(schema, value);
        expect(result.success, `${declaration.operationId}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      }
    }
  });
});

describe('the documentation page', () => {
  it('is served from the npm package, with no address outside this server', async () => {
    const response = await fetch(`${server().url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) expect(source).toMatch(/^\//);
    for (const source of sources.filter((value) => value.startsWith('/docs-assets/'))) {
      const asset = await fetch(`${server().url}${source}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await asset.text()).length).toBeGreaterThan(100);
    }
  });
});
