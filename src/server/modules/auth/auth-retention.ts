import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { removeAccount } from './account-removal.js';
import { deleteExpiredSessions, deleteExpiredVerifications, unconfirmedSignUpsBefore } from './auth.repo.js';

export const AUTH_RETENTION_JOB = 'auth.retention';
// Once a day; the hour matters little, since better-auth refuses an expired row whether it is there or not.
const RUNS_AT = { hour: 3, minute: 0, timeZone: 'UTC' } as const;
const BATCH = 1_000;
/** How long an account made by sign-up may wait for its address to be confirmed before it goes. */
export const UNCONFIRMED_KEPT_MS = 30 * 24 * 60 * 60_000;

type Deps = Pick<AppContext, 'schedule' | 'database' | 'events'>;

/**
 * Every day, the sessions and verifications (e-mail links, password resets, sign-in states) that have expired go:
 * better-auth refuses them but leaves their rows, and an abandoned browser's session would stay for ever. Rows that
 * expired before the run's instant are deleted, so a repeat of the run (after a crash) deletes nothing more.
 * Accounts made by sign-up whose address was not confirmed within 30 days go too, with their (empty) workspace: they
 * could never sign in, and would keep the address from whoever owns it. An account made without mail is never one of
 * them, since only a sign-up that mails its link leaves the `sign_up` row they are known by.
 */
export function scheduleAuthRetention(deps: Deps, log: Pick<FastifyBaseLogger, 'info'>): void {
  const { db } = deps.database;
  deps.schedule.every(AUTH_RETENTION_JOB, RUNS_AT, async ({ scheduledFor, signal, runKey }) => {
    const before = scheduledFor.getTime();
    const sessions = await deleteInBatches((limit) => deleteExpiredSessions(db, before, limit), signal);
    const verifications = await deleteInBatches((limit) => deleteExpiredVerifications(db, before, limit), signal);
    const unconfirmed = await deleteInBatches(
      (limit) => deleteUnconfirmedSignUps(deps, before - UNCONFIRMED_KEPT_MS, limit),
      signal,
    );
    log.info(
      { runKey, sessions, verifications, unconfirmed },
      'auth retention: expired sessions and verifications, and unconfirmed sign-ups, deleted',
    );
  });
}

/** Deletes up to `limit` accounts whose sign-up waited since before `before`, each with its workspace's event. */
async function deleteUnconfirmedSignUps(deps: Deps, before: number, limit: number): Promise<number> {
  const userIds = await unconfirmedSignUpsBefore(deps.database.db, before, limit);
  for (const userId of userIds) {
    await deps.events.change((scope) => removeAccount(scope, userId));
  }
  return userIds.length;
}

async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, signal: AbortSignal): Promise<number> {
  let deleted = 0;
  for (;;) {
    // The node stops: what is left goes when the run is taken up again.
    signal.throwIfAborted();
    const count = await deleteBatch(BATCH);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
