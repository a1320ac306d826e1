/// <reference lib="es2024.string" />
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../shared/errors.js';
import { AppError, httpErrors } from './errors.js';
import { jsonNestsDeeperThan } from './json-depth.js';

/** No form or API body of ours nests half as deep; thousands of levels only serve to exhaust a stack. */
export const MAX_JSON_DEPTH = 32;
// Field issues named in one answer: enough to fix a form, not a megabyte of paths for a hostile body.
const MAX_ISSUES = 20;
// Other parsers (multipart, forms) may build deeper values than JSON is allowed to; the walk stops here.
const MAX_WALK_DEPTH = MAX_JSON_DEPTH + 8;

export const inputErrors = {
  jsonTooDeep: () =>
    new AppError(
      400,
      'invalid_json',
      `The request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`,
      {
        maxDepth: MAX_JSON_DEPTH,
      },
    ),
};

/**
 * Input hygiene for every route, in one place rather than in each schema: JSON bodies nested absurdly deep are
 * refused before parsing (400 `invalid_json`), and strings PostgreSQL cannot store — a NUL character, or a lone
 * UTF-16 surrogate, which has no UTF-8 form — are refused in the body, query and path parameters with 422
 * `validation_failed` naming each field (code `invalid_characters`). SQLite would take them, so refusing them on
 * both keeps the two databases alike. The redirect fast path answers before Fastify and never comes here.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(inputErrors.jsonTooDeep(), undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    // The API answers JSON errors. Pages (a short link, the web app's own URLs) answer people with a page, and
    // check their own input: `/r/%00` is a branded 404 like any other unknown hash.
    if (request.is404 || !isApi(request.url)) return;
    const issues = unstorableFields(request);
    if (issues.length > 0) throw httpErrors.validation(issues);
  });
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function unstorableFields(request: FastifyRequest): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const value of [request.params, request.query, request.body]) collect(value, [], issues, 0);
  return issues;
}

function collect(value: unknown, path: string[], issues: FieldIssue[], depth: number): void {
  if (issues.length >= MAX_ISSUES || depth > MAX_WALK_DEPTH) return;
  if (typeof value === 'string') {
    if (!isStorable(value)) issues.push(issueAt(path));
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      path.push(String(index));
      collect(item, path, issues, depth + 1);
      path.pop();
    });
    return;
  }
  if (!isWalkable(value)) return;
  for (const [key, item] of Object.entries(value)) {
    path.push(isStorable(key) ? key : printable(key));
    if (!isStorable(key)) issues.push(issueAt(path));
    else collect(item, path, issues, depth + 1);
    path.pop();
  }
}

function isStorable(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

// A refused key is named in the answer without the characters that made it unstorable.
function printable(key: string): string {
  return key.toWellFormed().replaceAll('\u0000', '\uFFFD');
}

function issueAt(path: string[]): FieldIssue {
  return { path: path.join('.'), code: 'invalid_characters', message: 'invalid_characters' };
}

// Parsed JSON, query strings (whose objects have a bare prototype of their own) and params are walked; binary
// data and streams, as a multipart parser might hand over, are not text.
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
