import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';

describe("a change's afterCommit", () => {
  const server = useTestServer();

  it('runs after the work, once the transaction has committed what it wrote', async () => {
    const seen: string[] = [];
    await server().app.events.change(async ({ trx, afterCommit }) => {
      await trx
        .insertInto('outbox_lease')
        .values({ name: 'after-commit-test', holder: 'test', expires_at: 0 })
        .execute();
      afterCommit(() => seen.push('committed'));
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'committed']);
    const row = await server()
      .database.db.selectFrom('outbox_lease')
      .select('holder')
      .where('name', '=', 'after-commit-test')
      .executeTakeFirst();
    expect(row?.holder).toBe('test');
  });

  it('never runs when the work throws and the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      server().app.events.change(async ({ afterCommit }) => {
        afterCommit(() => seen.push('committed'));
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    expect(seen).toEqual([]);
  });
});
