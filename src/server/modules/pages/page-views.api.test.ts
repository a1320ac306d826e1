import { describe, expect, it } from 'vitest';
import type { PageItem } from '../../../shared/pages.js';
import { buildWorkspace } from '../../test/builders.js';
import { startTestServer, useTestServer, type TestServer } from '../../test/harness.js';
import { GOOGLEBOT_UA, IPHONE_UA, WINDOWS_CHROME_UA } from '../../test/links.js';
import { buildPage, sampleContent } from '../../test/pages.js';
import { buildSampleRefs, openPage } from '../../test/public-pages.js';
import { RepeatLimiter } from '../../log/repeat-limit.js';
import { PageViewCounter, utcDay } from './page-views.js';

const server = useTestServer();

async function viewRows(test: Pick<TestServer, 'database'>, pageId: string) {
  return test.database.db
    .selectFrom('page_view_day')
    .select(['day', 'views'])
    .where('page_id', '=', pageId)
    .execute()
    .then((rows) => rows.map((row) => ({ day: row.day, views: Number(row.views) })));
}

const silentLog = new RepeatLimiter(() => undefined);

describe('the views of a public page', () => {
  it("counts each person's visit, not crawlers, scripts, HEAD requests, previews or other pages", async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const page = await buildPage(server(), owner, sampleContent('vcard', 'Ada', refs));
    const draft = await buildPage(server(), owner, sampleContent('vcard', 'Draft', refs), { published: false });
    const path = `/p/${page.id}`;
    await openPage(server(), path, { 'user-agent': IPHONE_UA });
    await openPage(server(), path, { 'user-agent': WINDOWS_CHROME_UA });
    // A revalidation is a visit too.
    const etag = (await openPage(server(), path, { 'user-agent': IPHONE_UA })).headers.get('etag') ?? '';
    expect((await openPage(server(), path, { 'user-agent': IPHONE_UA, 'if-none-match': etag })).status).toBe(304);
    await openPage(server(), path, { 'user-agent': GOOGLEBOT_UA });
    await openPage(server(), path, { 'user-agent': '' });
    await openPage(server(), path, { 'user-agent': IPHONE_UA }, 'HEAD');
    await openPage(server(), `${path}?preview=1`, { 'user-agent': IPHONE_UA });
    await openPage(server(), `${path}/contact.vcf`, { 'user-agent': IPHONE_UA });
    await openPage(server(), `/p/${draft.id}`, { 'user-agent': IPHONE_UA });

    // Written in a batch about a second later.
    await expect
      .poll(() => viewRows(server(), page.id), { timeout: 10_000 })
      .toEqual([{ day: utcDay(Date.now()), views: 4 }]);
    expect(await viewRows(server(), draft.id)).toEqual([]);
    // The pages API reads them back.
    const item = await owner.client.get<PageItem>(`/api/pages/${page.id}`);
    expect(item.body.views).toBe(4);
  });

  it('adds batches to the day, per UTC day, and skips a page deleted before its views were written', async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const kept = await buildPage(server(), owner, sampleContent('wifi', 'Kept', refs));
    const deleted = await buildPage(server(), owner, sampleContent('wifi', 'Deleted', refs));
    const counter = new PageViewCounter(server().app.events, silentLog);
    const evening = Date.parse('2030-01-01T23:59:59.000Z');
    const at = (page: { id: string }) => ({ id: page.id, workspaceId: owner.workspaceId });
    counter.add(at(kept), evening);
    counter.add(at(kept), evening);
    counter.add(at(kept), evening + 1_000);
    counter.add(at(deleted), evening);
    await server().database.db.deleteFrom('page').where('id', '=', deleted.id).execute();
    await counter.flush();
    counter.add(at(kept), evening);
    await counter.close();
    expect(await viewRows(server(), kept.id)).toEqual(
      expect.arrayContaining([
        { day: '2030-01-01', views: 3 },
        { day: '2030-01-02', views: 1 },
      ]),
    );
    expect(await viewRows(server(), deleted.id)).toEqual([]);

    // A batch of more rows than one statement takes (a busy node's second): every row is added.
    const busy = new PageViewCounter(server().app.events, silentLog);
    for (let day = 1; day <= 450; day += 1) busy.add(at(kept), evening + day * 86_400_000);
    await busy.close();
    const rows = await viewRows(server(), kept.id);
    expect(rows).toHaveLength(451);
    expect(rows.find((row) => row.day === '2030-01-02')).toEqual({ day: '2030-01-02', views: 2 });
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(4 + 450);
  });

  it('keeps the counts of a write that failed for the next one', async () => {
    const owner = await buildWorkspace(server());
    const page = await buildPage(
      server(),
      owner,
      sampleContent('wifi', 'Kept', await buildSampleRefs(server(), owner)),
    );
    // A database that is gone: its own server, stopped.
    const lost = await startTestServer();
    const failing = new PageViewCounter(lost.app.events, silentLog);
    await lost.close();
    failing.add({ id: page.id, workspaceId: owner.workspaceId });
    failing.add({ id: page.id, workspaceId: owner.workspaceId });
    await failing.flush();
    expect(failing.waiting).toBe(2);
    failing.add({ id: page.id, workspaceId: owner.workspaceId });
    expect(failing.waiting).toBe(3);
    await failing.close().catch(() => undefined);
  });

  it('writes the views still in memory when the app stops', async () => {
    const own = await startTestServer();
    const owner = await buildWorkspace(own);
    const page = await buildPage(own, owner, sampleContent('wifi', 'Last', await buildSampleRefs(own, owner)));
    try {
      await openPage(own, `/p/${page.id}`, { 'user-agent': IPHONE_UA });
      // Closing the app (not yet the database) writes what the counter holds.
      await own.app.close();
      expect(await viewRows(own, page.id)).toEqual([{ day: utcDay(Date.now()), views: 1 }]);
    } finally {
      await own.close();
    }
  });
});
