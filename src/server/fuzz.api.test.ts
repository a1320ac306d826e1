import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fuzzCase,
  plausibleBodies,
  Rng,
  sweepCases,
  type BodyTemplate,
  type FuzzCase,
  type FuzzSetting,
} from './test/fuzz-inputs.js';
import {
  learnRoutes,
  newSession,
  stillSignedIn,
  withSession,
  type RouteKnowledge,
  type Session,
} from './test/fuzz-probe.js';
import { useTestServer } from './test/harness.js';
import { sendRaw, type RawResponse } from './test/raw-request.js';
import { listRoutes, withoutRepeatedFiles, type RouteEntry } from './test/route-table.js';

// FUZZ_SEED replays another run; FUZZ_CASES makes it longer. Both default to what CI runs.
const SEED = Number(process.env.FUZZ_SEED) || 20_260_618;
// Random cases; the systematic sweep of fields and path parameters adds several hundred more.
const CASES = Math.max(2_000, Number(process.env.FUZZ_CASES) || 0);
const CONCURRENCY = 8;
// Cases between two checks that the fuzzing session is still signed in.
const CHUNK = 100;
const TIMEOUT_MS = 5_000;
const MAX_REPORTED = 40;

// Every object schema of the shared contract: new features' bodies are fuzzed without being listed here.
const sharedModules = import.meta.glob<Record<string, unknown>>(['../shared/*.ts', '!../shared/*.test.ts'], {
  eager: true,
});

interface Failure {
  request: FuzzCase;
  signedIn: boolean;
  problem: string;
}

/**
 * Malformed requests against every registered route, signed in and signed out: none may end in a 5xx or go
 * unanswered, every 4xx in JSON has the one error shape, and the server still answers afterwards. Deterministic
 * (seeded); a failure prints the requests to replay.
 */
describe('fuzzing every route', () => {
  // Proxy headers are honoured, so bad X-Forwarded-Host and -Proto values reach the code that reads them.
  const server = useTestServer({ TRUST_PROXY: 'true' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  afterAll(() => agent.destroy());

  it(
    `answers over ${CASES} malformed requests without a 5xx, a hang or a stray error shape`,
    { timeout: 120_000 },
    async () => {
      const routes = withoutRepeatedFiles(listRoutes(server().app));
      const pairs = routes.flatMap((route) => route.methods.map((method) => ({ route, method })));
      expect(pairs.length).toBeGreaterThan(10);
      const everyBody = plausibleBodies(sharedModules);
      const learned = await learnRoutes(server(), pairs, everyBody);
      const first = await newSession(server());
      // Routes that end the session they are sent with get one of their own to lose.
      const expendable = await newSession(server());
      const cases = buildCases(pairs, learned, everyBody, first);

      const failures: Failure[] = [];
      const hung = new Set<string>();
      let skipped = 0;
      let authorised = 0;
      let session: Session = first;
      for (let chunk = 0; chunk < cases.length; chunk += CHUNK) {
        // Should a fuzzed request end the session after all (an e-mail change, say), work goes on with a live one.
        if (!(await stillSignedIn(server().url, session.cookie))) session = await newSession(server());
        let next = chunk;
        const worker = async () => {
          while (next < Math.min(chunk + CHUNK, cases.length)) {
            const { request: generated, signedIn, template } = cases[next++]!;
            // One hang per route is reported; its remaining cases would only wait out the same timeout again.
            if (hung.has(template)) {
              skipped += 1;
              continue;
            }
            const request = withSession(generated, first, learned.endsSession.has(template) ? expendable : session);
            const { problem, status } = await check(server().url, request, agent);
            if (signedIn && status !== 401) authorised += 1;
            if (problem?.startsWith('no answer')) hung.add(template);
            if (problem) failures.push({ request, signedIn, problem });
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      }

      expect(failures.length, report(failures, skipped)).toBe(0);
      // The fuzzer itself works: most signed-in requests got past the session guard to the route's own checks.
      expect(authorised).toBeGreaterThan(cases.filter((item) => item.signedIn).length / 2);
      const health = await fetch(`${server().url}/healthz`);
      expect(health.status).toBe(200);
    },
  );
});

interface PlannedCase {
  request: FuzzCase;
  signedIn: boolean;
  /** `METHOD /path` of the route it fuzzes. */
  template: string;
}

// The sweep (every known body's fields with each hostile string, every path parameter with each bad value, signed
// in), then CASES random cases spread evenly over the routes and their methods, signed in or not.
function buildCases(
  pairs: Array<{ route: RouteEntry; method: string }>,
  learned: RouteKnowledge,
  everyBody: BodyTemplate[],
  session: Session,
): PlannedCase[] {
  const setting = (
    template: string,
    signedIn: boolean,
    bodies = learned.bodies.get(template) ?? everyBody,
  ): FuzzSetting => ({
    baseHeaders: signedIn ? { cookie: session.cookie } : {},
    bodies,
    knownIds: [session.linkId, session.hash],
  });
  const swept = pairs.flatMap(({ route, method }) => {
    const template = `${method} ${route.path}`;
    const known = setting(template, true, learned.bodies.get(template) ?? []);
    return sweepCases(route, method, known).map((request) => ({ request, signedIn: true, template }));
  });
  const rng = new Rng(SEED);
  const random = Array.from({ length: CASES }, (_, index) => {
    const { route, method } = pairs[index % pairs.length]!;
    const template = `${method} ${route.path}`;
    const signedIn = rng.chance(0.6);
    return { request: fuzzCase(rng, route, method, setting(template, signedIn)), signedIn, template };
  });
  return [...swept, ...random];
}

async function check(
  baseUrl: string,
  request: FuzzCase,
  agent: http.Agent,
): Promise<{ problem: string | null; status: number }> {
  let response: RawResponse;
  try {
    // A request that closes its connection gets one of its own, so it cannot break a pooled one.
    const own = request.headers.connection === 'close';
    response = await sendRaw(baseUrl, request, { agent: own ? undefined : agent, timeoutMs: TIMEOUT_MS });
  } catch (error) {
    return { problem: (error as Error).message, status: 0 };
  }
  const { status } = response;
  if (status >= 500) return { problem: `${status} ${response.text.slice(0, 200)}`, status };
  if (status >= 400 && response.contentType.includes('json') && request.method !== 'HEAD') {
    return { problem: shapeProblem(response), status };
  }
  return { problem: null, status };
}

// The one error shape (docs/product.md, HTTP interface): { error: { code: snake_case, message, details? } }.
function shapeProblem(response: RawResponse): string | null {
  // A long answer (a field list naming thousands of unknown keys) is judged by how it begins.
  if (response.truncated) {
    const ok = /^\{"error":\{"code":"[a-z][a-z0-9_]*","message":"/.test(response.text);
    return ok ? null : `${response.status} not the error shape: ${response.text.slice(0, 200)}`;
  }
  try {
    const { error } = JSON.parse(response.text) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
    const ok =
      typeof error?.code === 'string' &&
      /^[a-z][a-z0-9_]*$/.test(error.code) &&
      typeof error.message === 'string' &&
      (error.details === undefined || (typeof error.details === 'object' && error.details !== null));
    return ok ? null : `${response.status} not the error shape: ${response.text.slice(0, 200)}`;
  } catch {
    return `${response.status} JSON content type, unparseable body: ${response.text.slice(0, 200)}`;
  }
}

function report(failures: Failure[], skipped: number): string {
  const lines = failures.slice(0, MAX_REPORTED).map(({ request, signedIn, problem }) => {
    const { cookie, ...headers } = request.headers;
    const body = request.body === undefined ? '' : ` body=${JSON.stringify(String(request.body).slice(0, 160))}`;
    const who = signedIn ? ', signed in' : cookie ? ', cookie' : '';
    return (
      `  ${request.method} ${request.path.slice(0, 200)} [${request.kind}${who}] ` +
      `headers=${JSON.stringify(headers).slice(0, 300)}${body}\n    → ${problem}`
    );
  });
  const more = failures.length > MAX_REPORTED ? `\n  … and ${failures.length - MAX_REPORTED} more` : '';
  const skip = skipped > 0 ? `\n  (${skipped} further cases of hung routes skipped)` : '';
  return `${failures.length} of the fuzzed requests failed (FUZZ_SEED=${SEED}):\n${lines.join('\n')}${more}${skip}`;
}
