import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { storedColumns } from '../db/stored-columns.js';

type Writer = Db | Transaction<Database>;

const jobColumns = storedColumns({ json: ['payload'] });

/** A row a node has claimed and now runs. */
export interface ClaimedJob {
  key: string;
  kind: string;
  payload: unknown;
  /** The instant this run is for: its run key. */
  scheduledFor: number;
  /** Failed tries of this run so far. */
  attempts: number;
}

const cleared = { lease_holder: null, lease_until: 0 } as const;

/**
 * Makes sure a recurring job has its row, first due at `firstDue`. A row already there keeps its next run, unless
 * its rule is not `rule` (a release changed it): then the next run is `firstDue`, computed by the new rule. Answers
 * when the job is due next.
 */
export async function ensureRecurringJob(
  db: Db,
  job: { key: string; rule: string; firstDue: number; now: number },
): Promise<number | null> {
  await db
    .insertInto('scheduled_job')
    .values({
      key: job.key,
      kind: job.key,
      rule: job.rule,
      scheduled_for: job.firstDue,
      due_at: job.firstDue,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          rule: eb.ref('excluded.rule'),
          payload: null,
          scheduled_for: eb.ref('excluded.scheduled_for'),
          due_at: eb.ref('excluded.due_at'),
          attempts: 0,
          last_error: null,
          ...cleared,
          updated_at: job.now,
        }))
        .where((eb) => eb('scheduled_job.rule', 'is distinct from', eb.ref('excluded.rule'))),
    )
    .execute();
  const row = await db.selectFrom('scheduled_job').select('due_at').where('key', '=', job.key).executeTakeFirst();
  return row?.due_at === null || row?.due_at === undefined ? null : Number(row.due_at);
}

/**
 * Sets the timer `key` to run `kind` at `dueAt` with `payload`, in the caller's transaction when given one. A timer
 * already set to the same kind, instant and payload is left as it is (running, done or waiting), so setting it again
 * never repeats a run; anything else replaces it, also one that is running (its run can then no longer complete).
 */
export async function setTimer(
  db: Writer,
  timer: { key: string; kind: string; dueAt: number; payload: unknown; now: number },
): Promise<void> {
  const { payload } = jobColumns.write(db, { payload: timer.payload ?? null });
  await db
    .insertInto('scheduled_job')
    .values({
      key: timer.key,
      kind: timer.kind,
      rule: null,
      payload,
      scheduled_for: timer.dueAt,
      due_at: timer.dueAt,
      created_at: timer.now,
      updated_at: timer.now,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          rule: null,
          payload: eb.ref('excluded.payload'),
          scheduled_for: eb.ref('excluded.scheduled_for'),
          due_at: eb.ref('excluded.due_at'),
          attempts: 0,
          last_error: null,
          ...cleared,
          updated_at: timer.now,
        }))
        .where((eb) =>
          eb.or([
            eb('scheduled_job.kind', '!=', eb.ref('excluded.kind')),
            eb('scheduled_job.scheduled_for', '!=', eb.ref('excluded.scheduled_for')),
            eb('scheduled_job.payload', 'is distinct from', eb.ref('excluded.payload')),
            eb('scheduled_job.rule', 'is not', null),
          ]),
        ),
    )
    .execute();
}

/** Deletes the job `key` (a run under way can then no longer complete); false when there was none. */
export async function deleteJob(db: Writer, key: string): Promise<boolean> {
  const result = await db.deleteFrom('scheduled_job').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Claims up to `limit` rows of `kinds` that are due at `now` and run by nobody (no lease, or one that ran out),
 * earliest first, for `holder` until `leaseUntil`. A read comes first, so a node with nothing due writes nothing
 * (on SQLite a write would wait for the file's lock). The claim itself is one conditional update: of two nodes
 * claiming the same row, the second's condition no longer holds for it.
 */
export async function claimDueJobs(
  db: Db,
  claim: { kinds: string[]; now: number; limit: number; holder: string; leaseUntil: number },
): Promise<ClaimedJob[]> {
  if (claim.kinds.length === 0 || claim.limit <= 0) return [];
  const candidates = await db
    .selectFrom('scheduled_job')
    .select('key')
    .where('due_at', '<=', claim.now)
    .where('lease_until', '<=', claim.now)
    .where('kind', 'in', claim.kinds)
    .orderBy('due_at')
    .limit(claim.limit)
    .execute();
  if (candidates.length === 0) return [];
  await db
    .updateTable('scheduled_job')
    .set({ lease_holder: claim.holder, lease_until: claim.leaseUntil })
    .where(
      'key',
      'in',
      candidates.map(({ key }) => key),
    )
    .where('due_at', '<=', claim.now)
    .where('lease_until', '<=', claim.now)
    .execute();
  const rows = await db
    .selectFrom('scheduled_job')
    .select(['key', 'kind', 'payload', 'scheduled_for', 'attempts'])
    .where('lease_holder', '=', claim.holder)
    .orderBy('due_at')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    kind: row.kind,
    payload: jobColumns.read(row).payload,
    scheduledFor: Number(row.scheduled_for),
    attempts: Number(row.attempts),
  }));
}

/** Keeps the claims of `holders` for longer: a run that takes a while is not taken up by another node meanwhile. */
export async function renewLeases(db: Db, holders: string[], until: number): Promise<void> {
  if (holders.length === 0) return;
  await db.updateTable('scheduled_job').set({ lease_until: until }).where('lease_holder', 'in', holders).execute();
}

/**
 * Records a completed run of `key` under the claim `holder`: the next run at `next`, or none (a timer that has run).
 * False when the claim was void by then (the job was cancelled or set anew meanwhile): nothing is written.
 */
export async function completeRun(
  db: Db,
  run: { key: string; holder: string; next: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_job')
    .set((eb) => ({
      last_run_for: eb.ref('scheduled_for'),
      last_completed_at: run.now,
      ...(run.next === null ? { due_at: null } : { scheduled_for: run.next, due_at: run.next }),
      attempts: 0,
      last_error: null,
      ...cleared,
      updated_at: run.now,
    }))
    .where('key', '=', run.key)
    .where('lease_holder', '=', run.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed run: tried again at `dueAt` (null: never, the timer is given up), or, for a recurring job given
 * up, its next run at `scheduledFor`. The error is kept for whoever looks at the row.
 */
export async function failRun(
  db: Db,
  run: {
    key: string;
    holder: string;
    attempts: number;
    dueAt: number | null;
    scheduledFor?: number;
    error: string;
    now: number;
  },
): Promise<void> {
  await db
    .updateTable('scheduled_job')
    .set({
      attempts: run.attempts,
      due_at: run.dueAt,
      ...(run.scheduledFor === undefined ? {} : { scheduled_for: run.scheduledFor }),
      last_error: run.error.slice(0, 1000),
      ...cleared,
      updated_at: run.now,
    })
    .where('key', '=', run.key)
    .where('lease_holder', '=', run.holder)
    .execute();
}

/** Gives a claimed run back untried (the node is stopping): any node may take it up at once. */
export async function releaseRun(db: Db, key: string, holder: string): Promise<void> {
  await db
    .updateTable('scheduled_job')
    .set(cleared)
    .where('key', '=', key)
    .where('lease_holder', '=', holder)
    .execute();
}
