import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { markAndWriteClicks } from './modules/analytics/recording/clicks.repo.js';
import { memoryFirstVisits } from './modules/analytics/recording/first-visits.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from './test/child-server.js';
import { createTestLink, seededClick, visit } from './test/links.js';

// Click lists pass at most 15,000 rows a second per node (row-pace.ts), so each list of these takes two seconds:
// long enough for hundreds of scans to overlap it, short enough that the seven lists stay a few seconds of CI.
const CLICKS = 30_000;
/** How many times each of the two heavy requests is asked for, one after the other. */
const HEAVY_CALLS = 3;

/** Seeds `CLICKS` clicks on the link over the last half hour, as the writer stores them, in the child's database. */
async function seedClicks(env: Record<string, string>, link: Parameters<typeof seededClick>[0], workspaceId: string) {
  const database = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }).database);
  try {
    const visits = memoryFirstVisits();
    const now = Date.now();
    const devices = ['mobile', 'desktop', 'tablet'];
    for (let start = 0; start < CLICKS; start += 10_000) {
      const clicks = Array.from({ length: 10_000 }, (_, offset) => {
        const index = start + offset;
        return seededClick(link, workspaceId, now - 1_800_000 + Math.floor((index * 1_800_000) / CLICKS), {
          visitorHash: `visitor-${index % 5_000}`,
          deviceType: devices[index % 3] as string,
          country: index % 2 ? 'DE' : 'TR',
        });
      });
      await markAndWriteClicks(database, visits, clicks);
    }
  } finally {
    await database.close();
  }
}

/** Reads a response to its end without building it in memory; answers its size. */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

/**
 * No statistics request holds the redirects up. The heaviest requests there are — the filtered statistics of 30,000
 * clicks (filters are always added up from the rows) and all 30,000 of them as a click list — run a few times each
 * while a phone keeps scanning another link: every scan is answered, and scans are answered while those requests are
 * in flight. How long the redirects take meanwhile depends on the machine, so it is measured by `BENCH=stats`
 * (bench/stats.mjs: the redirects' p99 alone and during the same requests, over a million clicks), not asserted here.
 */
describe('redirects while the statistics are read', () => {
  const environment = useChildEnvironment('stats-isolation', { LOG_LEVEL: 'warn' });

  it(
    'are answered while the heaviest statistics and click lists are',
    async () => {
      const env = environment();
      const server = await startChildServer(env);
      // Cleared in `finally` too, so that a failed or timed-out run stops scanning before its server is stopped.
      let loading = true;
      try {
        const { email, link } = await ownerWithLink(server);
        const client = await signedIn(server, email);
        const poster = await createTestLink(client, { name: 'Poster' });
        const me = await client.get<{ workspace: { id: string } }>('/api/me');
        await seedClicks(env, link, me.body.workspace.id);

        const headers = { cookie: client.cookieHeader() };
        const list = await fetch(`${server.url}/api/links/${link.id}/clicks?limit=${CLICKS}`, { headers });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(CLICKS);

        // A scan counts as answered meanwhile when heavy requests were in flight both when it started and when it ended.
        let inFlight = 0;
        let heavyAnswered = 0;
        const heavyLoop = async (path: string, check: (response: Response) => Promise<void>) => {
          for (let call = 0; call < HEAVY_CALLS; call += 1) {
            inFlight += 1;
            try {
              const response = await fetch(`${server.url}${path}`, { headers });
              expect(response.status, path).toBe(200);
              await check(response);
              heavyAnswered += 1;
            } finally {
              inFlight -= 1;
            }
          }
        };
        let scansDuringHeavy = 0;
        const scanLoop = async () => {
          while (loading) {
            const startedDuringHeavy = inFlight > 0;
            expect((await visit(server.url, `/r/${poster.hash}`)).status).toBe(302);
            if (startedDuringHeavy && inFlight > 0) scansDuringHeavy += 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        };
        const scanning = scanLoop();
        await Promise.all([
          heavyLoop(`/api/links/${link.id}/stats?range=all&tz=Europe/Berlin&filter=deviceType:mobile`, async (r) => {
            const stats = (await r.json()) as { totals: { clicks: number } };
            expect(stats.totals.clicks).toBe(Math.ceil(CLICKS / 3));
          }),
          heavyLoop(`/api/links/${link.id}/clicks?limit=${CLICKS}`, async (r) => {
            expect(await drain(r)).toBeGreaterThan(CLICKS * 100);
          }),
        ]);
        loading = false;
        await scanning;

        expect(heavyAnswered).toBe(2 * HEAVY_CALLS);
        expect(scansDuringHeavy).toBeGreaterThanOrEqual(2 * HEAVY_CALLS);
      } finally {
        loading = false;
        server.process.kill('SIGTERM');
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
