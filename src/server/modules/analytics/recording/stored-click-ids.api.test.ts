import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';
import { writeClicks } from './clicks.repo.js';

const server = useTestServer();

/**
 * The writer reads the ids of stored clicks back only while someone listens, so the same insert runs with and
 * without `returning`: the live stream and the webhooks must get the rows' real ids either way.
 */
describe('the clicks.stored events of a batch', () => {
  it('carry the ids of the stored rows, also after a batch nobody listened to', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Menu' });
    const { database } = server();
    const now = Date.now();
    const click = (at: number) => ({ ...seededClick(link, owner.workspaceId, at), uniqueIn: 0 });

    expect(await writeClicks(database, [click(now)])).toEqual([]);
    const events = await writeClicks(database, [click(now + 1)], { publishing: { publish: true, durable: [] } });

    const rows = await database.db
      .selectFrom('link_statistic')
      .select(['id', 'created_at'])
      .where('link_id', '=', link.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => Number(row.created_at))).toEqual([now, now + 1]);
    expect(events.flatMap((event) => event.data.clicks.map((stored) => stored.id))).toEqual([Number(rows[1]!.id)]);
  });
});
