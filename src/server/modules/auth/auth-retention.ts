import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Schedule } from '../../schedule/schedule.js';
import { deleteExpiredSessions, deleteExpiredVerifications } from './auth.repo.js';

export const AUTH_RETENTION_JOB = 'auth.retention';
// Once a day; the hour matters little, since better-auth refuses an expired row whether it is there or not.
const RUNS_AT = { hour: 3, minute: 0, timeZone: 'UTC' } as const;
const BATCH = 1_000;

/**
 * Every day, the sessions and verifications (e-mail links, password resets, sign-in states) that have expired go:
 * better-auth refuses them but leaves their rows, and an abandoned browser's session would stay for ever. Rows that
 * expired before the run's instant are deleted, so a repeat of the run (after a crash) deletes nothing more.
 */
export function scheduleAuthRetention(schedule: Schedule, db: Db, log: Pick<FastifyBaseLogger, 'info'>): void {
  schedule.every(AUTH_RETENTION_JOB, RUNS_AT, async ({ scheduledFor, signal, runKey }) => {
    const before = scheduledFor.getTime();
    const sessions = await deleteInBatches((limit) => deleteExpiredSessions(db, before, limit), signal);
    const verifications = await deleteInBatches((limit) => deleteExpiredVerifications(db, before, limit), signal);
    log.info({ runKey, sessions, verifications }, 'auth retention: expired sessions and verifications deleted');
  });
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
