import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openBlankDatabase } from '../test/harness.js';
import { migrateToLatest, migrateUpTo } from './migrate.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('migration 008: statistics for any subject', () => {
  const blank = openBlankDatabase();
  afterAll(async () => (await blank).close());

  it('marks each stored click unique for its link, its workspace and its QR code as the writer now does', async () => {
    const { database } = await blank;
    await migrateUpTo(database, '007-workspace-billing');
    // The tables as migration 007 left them: typed loosely, since the schema types describe the latest.
    const db = database.db as unknown as Kysely<any>;
    const now = Date.now();
    const day = now - (now % DAY) - 3 * DAY;
    await db
      .insertInto('user')
      .values({
        id: 'u1',
        full_name: 'Ada',
        email: 'ada@example.com',
        email_verified: database.dialect.bool(false),
        created_at: database.dialect.authDate(new Date(day)),
        updated_at: database.dialect.authDate(new Date(day)),
      })
      .execute();
    await db.insertInto('workspace').values({ id: 'w1', name: 'Ada', owner_user_id: 'u1', created_at: day }).execute();
    for (const id of ['a', 'b']) {
      await db
        .insertInto('link')
        .values({
          id,
          workspace_id: 'w1',
          name: id,
          url: 'https://example.com',
          hash: `hash-${id}`,
          created_at: day,
          updated_at: day,
        })
        .execute();
    }
    await db.insertInto('qr_type').values({ id: 'link', name: 'Link', qr_class: 'dynamic', sort_order: 1 }).execute();
    await db
      .insertInto('qr')
      .values({
        id: 'q1',
        workspace_id: 'w1',
        name: 'Table card',
        data: '{}',
        qr_type_id: 'link',
        qr_class: 'dynamic',
        design: '{}',
        created_at: day,
        updated_at: day,
      })
      .execute();
    // [link, qr, visitor, at, link-unique as the writer decided it then]
    const clicks: Array<[string, string | null, string, number, boolean]> = [
      ['a', null, 'v1', day + HOUR + 5, true],
      ['b', 'q1', 'v1', day + 2 * HOUR, true],
      ['b', 'q1', 'v1', day + 3 * HOUR, false],
      ['a', null, 'v2', day + 4 * HOUR, true],
      ['a', null, 'v1', day + DAY + HOUR, true],
    ];
    for (const [link, qr, visitor, at, unique] of clicks) {
      await db
        .insertInto('link_statistic')
        .values({
          workspace_id: 'w1',
          link_id: link,
          link_hash: `hash-${link}`,
          qr_id: qr,
          created_at: at,
          visitor_hash: visitor,
          is_unique: database.dialect.bool(unique),
        })
        .execute();
    }

    await migrateToLatest(database);

    const rows = await database.db
      .selectFrom('link_statistic')
      .select(['created_at', 'unique_in'])
      .orderBy('created_at')
      .execute();
    // link 1 + workspace 2 + QR code 4
    expect(rows.map((row) => Number(row.unique_in))).toEqual([1 + 2, 1 + 4, 0, 1 + 2, 1 + 2]);
    // Everything is rolled up again, from the hour of the first click.
    const state = await database.db.selectFrom('rollup_state').select('rolled_until').executeTakeFirst();
    expect(Number(state?.rolled_until)).toBe(day + HOUR);
    expect(await database.db.selectFrom('stat_day').select('subject').execute()).toEqual([]);
  });
});
