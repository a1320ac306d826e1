import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from '../test/child-server.js';
import { createTestLink, visit } from '../test/links.js';

/**
 * Events are written to the outbox in the transaction of their change, so a process that dies after the commit and
 * before any delivery loses none. The real entry point runs as a child process that may not dispatch
 * (OUTBOX_DISPATCH=false), is killed with SIGKILL, and starts again: every event then reaches its durable subscriber
 * (the statistics' cleanup of deleted links, whose work the test can see in the database). The clicks a crashed
 * process journaled but never stored get their events too, when the next process stores them.
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
  it(
    'are written for the clicks a restarted writer finds in its journal',
    async () => {
      const env = environment();
      const database = openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).database);
      const crashed = await startChildServer(env);
      try {
        const { link } = await ownerWithLink(crashed);
        // While the test holds the click table, the writer cannot store: the visits wait in the journal.
        const release = await holdClickTable(database);
        try {
          for (let index = 0; index < 3; index += 1)
            expect((await visit(crashed.url, `/r/${link.hash}`)).status).toBe(302);
          // Journaled within the 50 ms hand-over.
          await new Promise((resolve) => setTimeout(resolve, 500));
          crashed.process.kill('SIGKILL');
          await exitCode(crashed.process);
        } finally {
          await release();
        }
        // Not dispatching: the rows the restarted writer writes for the subscribers stay to be seen.
        const restarted = await startChildServer({ ...env, OUTBOX_DISPATCH: 'false' });
        try {
          const storedClicks = async () =>
            (await database.db.selectFrom('link_statistic').select('id').where('link_id', '=', link.id).execute())
              .length;
          await expect.poll(storedClicks, { timeout: 15_000 }).toBe(3);
          const announced = await database.db
            .selectFrom('outbox')
            .select(['subscriber', 'event'])
            .where('type', '=', 'clicks.stored')
            .execute();
          const clicksOfLink = announced.flatMap((row) =>
            (JSON.parse(row.event) as { data: { clicks: Array<{ linkId: string }> } }).data.clicks
              .filter((click) => click.linkId === link.id)
              .map(() => row.subscriber),
          );
          // Each click is in the rows of both subscribers of stored clicks: milestones and webhooks.
          expect(clicksOfLink.sort()).toEqual([
            'notifications.milestones',
            'notifications.milestones',
            'notifications.milestones',
            'webhooks.messages',
            'webhooks.messages',
            'webhooks.messages',
          ]);
        } finally {
          restarted.process.kill('SIGTERM');
          await exitCode(restarted.process);
        }
      } finally {
        if (crashed.process.exitCode === null && crashed.process.signalCode === null) crashed.process.kill('SIGKILL');
        await database.close();
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});

/** Holds a lock that keeps every insert of clicks waiting (readers go on), until the returned function is called. */
async function holdClickTable({ db, dialect }: DatabaseHandle): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    if (dialect.kind === 'postgres') await sql`lock table link_statistic in exclusive mode`.execute(trx);
    // SQLite: a write takes the database's one write lock.
    else await sql`delete from link_statistic where id = -1`.execute(trx);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}
