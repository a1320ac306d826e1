import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  BAD_VALUES,
  CONTENT_TYPES,
  COOKIE_JUNK,
  HEADER_MUTATIONS,
  HOSTILE_STRINGS,
  ODD_METHODS,
  PARAM_VALUES,
  QUERY_KEYS,
  QUERY_VALUES,
  RAW_JSON_BODIES,
  WILDCARD_TAILS,
} from './fuzz-values.js';
import type { RawRequest } from './raw-request.js';
import type { RouteEntry } from './route-table.js';

export type Body = Record<string, unknown>;

/** A small seeded generator (mulberry32): the same seed always makes the same requests, so a failure replays. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

// Candidates for a field's plausible value; the first one the field's own schema accepts is used.
// prettier-ignore
const CANDIDATES: readonly unknown[] = [
  'https://example.com/fuzz', 'fuzz@example.com', '2031-01-01T00:00:00.000Z', 'Europe/Istanbul', 'en', '7d', 'day',
  'fuzz-alias', 'Fuzz menu', true, 7, null,
];

type Def = { type?: string; shape?: Record<string, $ZodType>; in?: unknown; out?: unknown; innerType?: unknown };
const defOf = (value: unknown): Def | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value
    ? (value as { _zod: { def: Def } })._zod.def
    : undefined;

/** A body an object schema accepts as it is, with every key the schema knows (the ones to break). */
export interface BodyTemplate {
  body: Body;
  keys: string[];
}

/**
 * A minimal valid body for every object schema the shared modules export (the routes parse with them), so that a
 * body with one bad field gets past the others and reaches the service and the database. Required fields get the
 * first candidate their schema accepts; optional ones are added only until the whole schema (its cross-field checks
 * included) accepts the body. New features' schemas come in without being listed.
 */
export function plausibleBodies(modules: Record<string, Record<string, unknown>>): BodyTemplate[] {
  const templates = new Map<string, BodyTemplate>();
  const visit = (value: unknown, depth: number): void => {
    const def = defOf(value);
    if (!def || depth > 6) return;
    if (def.type === 'object' && def.shape) {
      const template = minimalBody(value as $ZodType, def.shape);
      if (template) templates.set(JSON.stringify(template), template);
    }
    for (const inner of [def.in, def.out, def.innerType]) visit(inner, depth + 1);
  };
  for (const exports of Object.values(modules)) for (const value of Object.values(exports)) visit(value, 0);
  return [...templates.values()];
}

function minimalBody(schema: $ZodType, shape: Record<string, $ZodType>): BodyTemplate | null {
  const body: Body = {};
  const optional: Array<[string, unknown]> = [];
  for (const [key, field] of Object.entries(shape)) {
    const found = CANDIDATES.find((candidate) => safeParse(field, candidate).success);
    if (safeParse(field, undefined).success) {
      if (found !== undefined) optional.push([key, found]);
    } else if (found !== undefined) body[key] = found;
    else return null;
  }
  for (const [key, value] of optional) {
    if (safeParse(schema, body).success) break;
    body[key] = value;
  }
  return safeParse(schema, body).success ? { body, keys: Object.keys(shape) } : null;
}

export interface FuzzSetting {
  baseHeaders: Record<string, string>;
  /** Bodies this route accepts when nothing is wrong with them (or every plausible body, if none was found). */
  bodies: BodyTemplate[];
  /** Ids that exist (a link of the signed-in workspace), so some requests reach past the 404. */
  knownIds: string[];
}

export interface FuzzCase extends RawRequest {
  kind: string;
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// prettier-ignore
const BODY_KINDS = ['body-field', 'body-field', 'body-field', 'body-raw', 'body-type', 'query', 'param', 'method',
  'headers', 'oversize'];
// GET and HEAD mostly get bad URLs and headers; a body they should not have is one case among them.
const URL_KINDS = ['query', 'query', 'param', 'param', 'method', 'headers', 'headers', 'body-raw'];

/** One malformed request for a route: mostly plausible, with one thing wrong (sometimes a few). */
export function fuzzCase(rng: Rng, route: RouteEntry, routeMethod: string, setting: FuzzSetting): FuzzCase {
  const kind = rng.pick(BODY_METHODS.has(routeMethod) ? BODY_KINDS : URL_KINDS);
  const method = kind === 'method' ? rng.pick(ODD_METHODS) : routeMethod;
  const headers: Record<string, string> = { ...setting.baseHeaders, ...route.constraints };
  const badParams = kind === 'param' || rng.chance(0.1);
  const path = route.path
    .replace(/:\w+/g, () => (badParams ? rng.pick(PARAM_VALUES) : rng.pick(setting.knownIds)))
    .replace(/\*$/, () => rng.pick(WILDCARD_TAILS));
  const query = kind === 'query' || rng.chance(0.1) ? queryString(rng, setting) : '';
  let body: string | undefined;
  if (BODY_METHODS.has(method) || kind.startsWith('body') || kind === 'oversize') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(corruptBody(rng, setting, kind === 'body-field' || rng.chance(0.3)));
    if (kind === 'body-raw') body = rng.pick(RAW_JSON_BODIES);
    if (kind === 'body-type' && rng.chance(0.5)) headers['content-type'] = rng.pick(CONTENT_TYPES);
    else if (kind === 'body-type') body = JSON.stringify(rng.pick(BAD_VALUES));
    if (kind === 'oversize') {
      // Announced larger than the body limit: the server must answer 413 without reading it.
      headers['content-length'] = String(2 * 1024 * 1024);
      headers.connection = 'close';
      body = '{"name":"';
    }
  }
  if (kind === 'headers' || rng.chance(0.2)) mutateHeaders(rng, headers);
  return { kind, method, path: `${path}${query}`, headers, ...(body !== undefined ? { body } : {}) };
}

/**
 * The systematic part, beside the random one: every field of every body a route accepts, given each hostile string
 * in turn, and every path parameter given each bad value. Chance alone would seldom pick one exact combination,
 * such as `campaignId: ""` on a link.
 */
export function sweepCases(route: RouteEntry, method: string, setting: FuzzSetting): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const path = route.path.replace(/:\w+/g, setting.knownIds[0] ?? 'x').replace(/\*$/, '');
  const headers = { ...setting.baseHeaders, ...route.constraints };
  if (BODY_METHODS.has(method) && method !== 'DELETE') {
    for (const template of setting.bodies) {
      for (const key of template.keys) {
        for (const value of HOSTILE_STRINGS) {
          const body = JSON.stringify({ ...template.body, [key]: value });
          cases.push({
            kind: 'sweep-body',
            method,
            path,
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          });
        }
      }
    }
  }
  if (/:\w+/.test(route.path)) {
    for (const value of PARAM_VALUES) {
      cases.push({ kind: 'sweep-param', method, path: route.path.replace(/:\w+/g, value), headers });
    }
  }
  return cases;
}

function corruptBody(rng: Rng, setting: FuzzSetting, corrupt: boolean): Body {
  const template = rng.pick(setting.bodies);
  const body: Body = { ...template.body };
  if (!corrupt) return body;
  for (let count = rng.chance(0.3) ? 2 : 1; count > 0; count -= 1) {
    const key = template.keys.length > 0 && rng.chance(0.85) ? rng.pick(template.keys) : rng.pick(QUERY_KEYS);
    if (rng.chance(0.1)) delete body[key];
    else body[key] = rng.chance(0.4) ? rng.pick(HOSTILE_STRINGS) : rng.pick(BAD_VALUES);
  }
  return body;
}

function queryString(rng: Rng, setting: FuzzSetting): string {
  const keys = [...QUERY_KEYS, ...setting.bodies.flatMap((template) => template.keys)];
  const count = 1 + Math.floor(rng.next() * 3);
  return `?${Array.from({ length: count }, () => `${rng.pick(keys)}=${rng.pick(QUERY_VALUES)}`).join('&')}`;
}

function mutateHeaders(rng: Rng, headers: Record<string, string>): void {
  if (headers.cookie && rng.chance(0.3)) {
    headers.cookie = headers.cookie.replace(/=[^;]*/g, () => `=${rng.pick(COOKIE_JUNK)}`);
    return;
  }
  const [name, values] = rng.pick(HEADER_MUTATIONS);
  headers[name] = rng.pick(values);
}
