import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { markAndWriteClicks } from './modules/clicks/clicks.repo.js';
import { memoryFirstVisits } from './modules/clicks/first-visits.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from './test/child-server.js';
import { createTestLink, seededClick, visit } from './test/links.js';

const CLICKS = 100_000;
const LOAD_MS = 4_000;

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

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** Reads a response to its end without building it in memory; answers its size. */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

/**
 * No statistics request ever stalls a redirect. The heaviest requests there are — the filtered statistics
 * of 100,000 clicks (filters are always added up from the rows) and all 100,000 of them as a click list — run over
 * and over while a phone keeps scanning another link. Were they read or built on the redirect thread, a redirect
 * would wait about as long as one of them takes; the redirects' p99 must stay a small part of that.
 */
describe('redirects while the statistics are read', () => {
  const environment = useChildEnvironment('stats-isolation', { LOG_LEVEL: 'warn' });

  it(
    'are not held by the heaviest statistics and click lists',
    async () => {
      const env = environment();
      const server = await startChildServer(env);
      try {
        const { email, link } = await ownerWithLink(server);
        const client = await signedIn(server, email);
        const poster = await createTestLink(client, { name: 'Poster' });
        const me = await client.get<{ workspace: { id: string } }>('/api/me');
        await seedClicks(env, link, me.body.workspace.id);

        const headers = { cookie: client.cookieHeader() };
        const list = await fetch(`${server.url}/api/links/${link.id}/clicks?limit=100000`, { headers });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(CLICKS);

        const heavy: number[] = [];
        let loading = true;
        const heavyLoop = async (path: string, check: (response: Response) => Promise<void>) => {
          while (loading) {
            const started = performance.now();
            const response = await fetch(`${server.url}${path}`, { headers });
            expect(response.status, path).toBe(200);
            await check(response);
            heavy.push(performance.now() - started);
          }
        };
        const redirects: number[] = [];
        const scanLoop = async () => {
          while (loading) {
            const started = performance.now();
            expect((await visit(server.url, `/r/${poster.hash}`)).status).toBe(302);
            redirects.push(performance.now() - started);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        };
        const loops = [
          heavyLoop(`/api/links/${link.id}/stats?range=all&tz=Europe/Berlin&filter=deviceType:mobile`, async (r) => {
            const stats = (await r.json()) as { totals: { clicks: number } };
            expect(stats.totals.clicks).toBe(Math.ceil(CLICKS / 3));
          }),
          heavyLoop(`/api/links/${link.id}/clicks?limit=100000`, async (r) => {
            expect(await drain(r)).toBeGreaterThan(CLICKS * 100);
          }),
          scanLoop(),
        ];
        await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
        loading = false;
        await Promise.all(loops);

        const heavyMedian = percentile(heavy, 0.5);
        const redirectP99 = percentile(redirects, 0.99);
        console.log(
          `redirects during statistics: ${redirects.length} redirects, p99 ${redirectP99.toFixed(1)} ms; ` +
            `${heavy.length} statistics and click lists, median ${heavyMedian.toFixed(0)} ms`,
        );
        expect(heavy.length).toBeGreaterThanOrEqual(4);
        expect(redirects.length).toBeGreaterThan(100);
        expect(redirectP99).toBeLessThan(heavyMedian / 4);
      } finally {
        server.process.kill('SIGTERM');
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
