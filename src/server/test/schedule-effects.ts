import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * A table of the effects of test jobs, one row per run a handler completed (or started): what "ran once" is
 * counted in, on the database the jobs share.
 */
export async function createEffectTable(db: Db): Promise<void> {
  await sql`create table if not exists schedule_effect (run_key text not null, node text not null, step text not null, at_ms bigint not null)`.execute(
    db,
  );
}

export async function recordEffect(db: Db, effect: { runKey: string; node: string; step: string; at: number }) {
  await sql`insert into schedule_effect (run_key, node, step, at_ms) values (${effect.runKey}, ${effect.node}, ${effect.step}, ${effect.at})`.execute(
    db,
  );
}

export async function effects(db: Db): Promise<Array<{ runKey: string; node: string; step: string; at: number }>> {
  const result = await sql<{
    run_key: string;
    node: string;
    step: string;
    at_ms: number | string;
  }>`select run_key, node, step, at_ms from schedule_effect order by at_ms, run_key`.execute(db);
  return result.rows.map((row) => ({ runKey: row.run_key, node: row.node, step: row.step, at: Number(row.at_ms) }));
}
