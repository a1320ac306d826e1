import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';
import type { StoredClick } from './click-types.js';
import { readJournalMark } from './clicks.repo.js';
import { writeInOrder } from './write-in-order.js';

const server = useTestServer();

describe("the click writer's batches", () => {
  it('store the clicks and the journal mark together, and a click the database refuses holds no other back', async () => {
    const owner = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    // A second back: the click list ends at the moment of the request, and these must fall inside it.
    const at = Date.now() - 1000;
    const click = (position: number, workspaceId = owner.me.workspace.id): StoredClick => ({
      ...seededClick(link, workspaceId, at + position),
      uniqueIn: 0,
      position,
    });
    // The third names a workspace that does not exist: its row breaks a foreign key.
    const clicks = [click(10), click(11), click(12, 'no-such-workspace'), click(13)];
    const errors: string[] = [];
    const done = await writeInOrder(server().database, clicks, {
      nodeId: 'node-under-test',
      publishing: () => ({ publish: false, durable: [] }),
      onStored: () => undefined,
      onError: (message) => errors.push(message),
      stopping: () => false,
    });

    expect(done).toBe(4);
    expect(errors).toEqual([expect.stringContaining('a click the database refuses was dropped')]);
    const stored = await owner.client.get(`/api/links/${link.id}/clicks?limit=10`);
    expect(stored.body.items).toHaveLength(3);
    expect(await readJournalMark(server().database, 'node-under-test')).toBe(14);
  });

  it('stop at the first batch the database cannot take, and report how many are done', async () => {
    const owner = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    const broken = { ...server().database, db: server().database.db.withSchema('no_such_schema') };
    const errors: string[] = [];
    const done = await writeInOrder(
      broken,
      [{ ...seededClick(link, owner.me.workspace.id, Date.now()), uniqueIn: 0, position: 1 }],
      {
        nodeId: 'node-down',
        publishing: () => ({ publish: false, durable: [] }),
        onStored: () => undefined,
        onError: (m) => errors.push(m),
        stopping: () => false,
      },
    );
    expect(done).toBe(0);
    expect(errors[0]).toContain('clicks held, write failed');
  });

  it('start no batch once the thread is asked to stop: the clicks wait in the journal', async () => {
    const owner = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    const done = await writeInOrder(
      server().database,
      [{ ...seededClick(link, owner.me.workspace.id, Date.now()), uniqueIn: 0, position: 1 }],
      {
        nodeId: 'node-stopping',
        publishing: () => ({ publish: false, durable: [] }),
        onStored: () => undefined,
        onError: () => undefined,
        stopping: () => true,
      },
    );
    expect(done).toBe(0);
    expect((await owner.client.get(`/api/links/${link.id}/clicks?limit=10`)).body.items).toHaveLength(0);
    expect(await readJournalMark(server().database, 'node-stopping')).toBeNull();
  });
});
