import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';

/**
 * On PostgreSQL the statistics have a few connections of their own, shared between workspaces: a workspace that
 * keeps them busy (four CSV exports, say) leaves one to every other workspace, whose figures come at once.
 */
describe.runIf(process.env.TEST_DB === 'postgres')("the statistics' connections on PostgreSQL", () => {
  const server = useTestServer();

  it('leave a turn to another workspace while one workspace keeps them busy', async () => {
    const { database } = server();
    const done: string[] = [];
    const read = (workspace: string, seconds: number, name: string) =>
      sql`select pg_sleep(${seconds})`.execute(database.readsOf(workspace)).then(() => done.push(name));

    const busy = [1, 2, 3, 4].map((n) => read('exporting', 0.4, `export ${n}`));
    // The exports have their turns before the other workspace asks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await read('other', 0, 'other');
    expect(done).toEqual(['other']);
    await Promise.all(busy);
    expect(done).toHaveLength(5);
  });

  it('serve the workspaces that wait in turn, not in the order their reads came', async () => {
    const { database } = server();
    const done: string[] = [];
    const read = (workspace: string, name: string) =>
      sql`select pg_sleep(0.2)`.execute(database.readsOf(workspace)).then(() => done.push(name));

    // Three workspaces fill the three connections; then one queues many reads, and another one read after them.
    const holding = [read('a', 'a'), read('b', 'b'), read('c', 'c')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = [1, 2, 3, 4, 5, 6].map((n) => read('exporting', `export ${n}`));
    queued.push(read('figures', 'figures'));
    await Promise.all([...holding, ...queued]);
    // Two exports take the freed connections (a workspace may hold two), then the figures, not after all six.
    expect(done.indexOf('figures')).toBeLessThan(done.indexOf('export 4'));
  });
});
