import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from '../test/child-server.js';
import { createTestLink } from '../test/links.js';

/**
 * Events are written to the outbox in the transaction of their change, so a process that dies after the commit and
 * before any delivery loses none. The real entry point runs as a child process that may not dispatch
 * (OUTBOX_DISPATCH=false), is killed with SIGKILL, and starts again: every event then reaches its durable subscriber
 * (the statistics' cleanup of deleted links, whose work the test can see in the database).
 */
describe('events committed before a crash', () => {
  const environment = useChildEnvironment('outbox-crash', { LOG_LEVEL: 'warn' });

  it(
    'are all delivered after the restart',
    async () => {
      const env = environment();
      const database = openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).database);
      const paused = await startChildServer({ ...env, OUTBOX_DISPATCH: 'false' });
      try {
        const { email, link } = await ownerWithLink(paused);
        const client = await signedIn(paused, email);
        const links = [
          link,
          await createTestLink(client, { name: 'Two' }),
          await createTestLink(client, { name: 'Three' }),
        ];
        const subjects = links.map((each) => `link:${each.id}`);
        const { workspace_id } = await database.db
          .selectFrom('link')
          .select('workspace_id')
          .where('id', '=', link.id)
          .executeTakeFirstOrThrow();
        // What a day's rollup leaves for each link: the figures its deletion must take along.
        await database.db
          .insertInto('stat_day')
          .values(
            subjects.map((subject) => ({
              subject,
              workspace_id,
              dimension: 'total',
              value: '',
              day: 0,
              clicks: 3,
              uniques: 2,
            })),
          )
          .execute();

        for (const each of links) expect((await client.request('DELETE', `/api/links/${each.id}`)).status).toBe(204);
        const waiting = await database.db
          .selectFrom('outbox')
          .select(['subject', 'type'])
          .where('subscriber', '=', 'statistics.forget-deleted')
          .orderBy('seq')
          .execute();
        expect(waiting).toEqual(subjects.map((subject) => ({ subject, type: 'link.deleted' })));

        paused.process.kill('SIGKILL');
        await exitCode(paused.process);
        const restarted = await startChildServer(env);
        try {
          const rollupsLeft = async () =>
            (await database.db.selectFrom('stat_day').select('subject').where('subject', 'in', subjects).execute())
              .length;
          await expect.poll(rollupsLeft, { timeout: 15_000 }).toBe(0);
          // A row is deleted once its subscriber's work has committed, a moment after the figures are gone.
          const outboxLeft = async () => await database.db.selectFrom('outbox').select('seq').execute();
          await expect.poll(outboxLeft, { timeout: 5_000 }).toEqual([]);
        } finally {
          restarted.process.kill('SIGTERM');
          await exitCode(restarted.process);
        }
      } finally {
        if (paused.process.exitCode === null && paused.process.signalCode === null) paused.process.kill('SIGKILL');
        await database.close();
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
