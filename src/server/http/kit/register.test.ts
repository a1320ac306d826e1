// The kit's answer check in tests: an answer whose media type its route does not declare fails, as a wrong body does.
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config.js';
import { httpErrors } from '../errors.js';
import { registerRoutes } from './register.js';
import { route } from './route.js';

// Public routes only: they need nothing of the context beyond the configuration the authenticator reads.
const ctx = { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) } as AppContext;

const fileRoute = (url: string, contentType: string | readonly string[], send: string) =>
  route({
    method: 'GET',
    url,
    access: 'public',
    operationId: url.slice(1),
    summary: 'A file',
    tag: 'Test',
    response: { status: 200, description: 'A file.', contentType },
    example: {},
    handler: async ({ reply }) => reply.type(send).send('a,b\n'),
  });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  registerRoutes(
    app,
    ctx,
    [
      fileRoute('/declared', 'text/csv', 'text/csv; charset=utf-8'),
      fileRoute('/undeclared', 'text/csv', 'text/plain'),
      fileRoute('/one-of-several', ['image/png', 'image/jpeg'], 'image/jpeg'),
      route({
        method: 'GET',
        url: '/json',
        access: 'public',
        operationId: 'json',
        summary: 'JSON',
        tag: 'Test',
        response: { status: 200, description: 'An object.', schema: z.object({ ok: z.boolean() }) },
        example: {},
        handler: async () => ({ ok: true }),
      }),
      route({
        method: 'GET',
        url: '/json-as-html',
        access: 'public',
        operationId: 'jsonAsHtml',
        summary: 'JSON declared, HTML sent',
        tag: 'Test',
        response: { status: 200, description: 'An object.', schema: z.object({ ok: z.boolean() }) },
        example: {},
        handler: async ({ reply }) => reply.type('text/html').send('<p>ok</p>'),
      }),
      route({
        method: 'GET',
        url: '/missing',
        access: 'public',
        operationId: 'missing',
        summary: 'A file that is not there',
        tag: 'Test',
        response: { status: 200, description: 'A file.', contentType: 'text/csv' },
        example: {},
        handler: async () => {
          throw httpErrors.notFound('File');
        },
      }),
    ],
    { checkResponses: true },
  );
  await app.ready();
});
afterAll(() => app.close());

const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('the answer check in tests', () => {
  it('passes an answer of a type its route declares for the status, parameters aside', async () => {
    expect(await statusOf('/declared')).toBe(200);
    expect(await statusOf('/one-of-several')).toBe(200);
    expect(await statusOf('/json')).toBe(200);
  });

  it('fails an answer of a type the route does not declare, JSON routes included', async () => {
    expect(await statusOf('/undeclared')).toBe(500);
    expect(await statusOf('/json-as-html')).toBe(500);
  });

  it('takes JSON for an error of a route whose success is a file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/missing' });
    expect([answer.statusCode, answer.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });
});
