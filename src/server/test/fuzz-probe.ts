import { buildSignedInUser } from './builders.js';
import { BODY_METHODS, type BodyTemplate, type FuzzCase } from './fuzz-inputs.js';
import type { TestServer } from './harness.js';
import { createTestLink } from './links.js';
import type { RouteEntry } from './route-table.js';

/** A signed-in person the fuzzer acts as, with a link of their own so ids in paths can exist. */
export interface Session {
  cookie: string;
  linkId: string;
  hash: string;
}

export async function newSession(server: TestServer): Promise<Session> {
  const { client } = await buildSignedInUser(server);
  const link = await createTestLink(client);
  return { cookie: client.cookieHeader(), linkId: link.id, hash: link.hash };
}

export async function stillSignedIn(baseUrl: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status === 200;
}

export interface RouteKnowledge {
  /** Per `METHOD /path`: the plausible bodies the route takes as they are (none known: not in the map). */
  bodies: Map<string, BodyTemplate[]>;
  /** `METHOD /path` of routes after which the session no longer works (sign-out, account deletion…). */
  endsSession: Set<string>;
}

/**
 * Sends every route that changes something each plausible body once, signed in, and keeps what it learns: which
 * bodies a route accepts (2xx, or 409 for a name already taken) — its fuzzed bodies then start from those and break
 * one field, so they reach the service rather than stop at the schema — and which routes end the session they
 * come with, so the fuzzer sends those a session it can lose.
 */
export async function learnRoutes(
  server: TestServer,
  pairs: Array<{ route: RouteEntry; method: string }>,
  all: BodyTemplate[],
): Promise<RouteKnowledge> {
  const knowledge: RouteKnowledge = { bodies: new Map(), endsSession: new Set() };
  let session = await newSession(server);
  // Deletions go last, and once each (their bodies mean nothing): the session's link must outlive the edits.
  const changing = pairs.filter(({ method }) => BODY_METHODS.has(method) && method !== 'DELETE');
  const deleting = pairs.filter(({ method }) => method === 'DELETE');
  for (const { route, method } of [...changing, ...deleting]) {
    const key = `${method} ${route.path}`;
    const accepted: BodyTemplate[] = [];
    for (const template of method === 'DELETE' ? [{ body: {}, keys: [] }] : all) {
      const path = route.path.replace(/:\w+/g, session.linkId).replace(/\*$/, '');
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie: session.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(template.body),
      });
      await response.arrayBuffer();
      if (response.ok || response.status === 409) accepted.push(template);
      if (!(await stillSignedIn(server.url, session.cookie))) {
        knowledge.endsSession.add(key);
        session = await newSession(server);
      }
    }
    if (accepted.length > 0 && method !== 'DELETE') knowledge.bodies.set(key, accepted);
  }
  return knowledge;
}

/** Cases are generated once with one session's cookie and link; this sends them with another's. */
export function withSession(request: FuzzCase, from: Session, to: Session): FuzzCase {
  if (from === to) return request;
  const swap = (text: string) =>
    text.replaceAll(from.cookie, to.cookie).replaceAll(from.linkId, to.linkId).replaceAll(from.hash, to.hash);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, swap(value)]));
  return { ...request, path: swap(request.path), headers };
}
