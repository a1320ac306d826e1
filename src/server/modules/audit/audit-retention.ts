import type { FastifyBaseLogger } from 'fastify';
import { AUDIT_RETENTION_DAYS } from '../../../shared/audit.js';
import type { AppContext } from '../../app-context.js';
import { deleteAuditEntriesBefore } from './audit.repo.js';

export const AUDIT_RETENTION_JOB = 'audit.retention';
const RUNS_AT = { hour: 3, minute: 30, timeZone: 'UTC' } as const;
const BATCH = 1_000;
const KEPT_MS = AUDIT_RETENTION_DAYS * 86_400_000;

/**
 * Every day, the audit entries older than a year go, a batch at a time with the event loop turning between batches
 * (on SQLite the deletes run on the thread that answers redirects). A repeated run deletes nothing more: the cut is
 * the run's own instant, not the clock's.
 */
export function scheduleAuditRetention(
  deps: Pick<AppContext, 'schedule' | 'database'>,
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  deps.schedule.every(AUDIT_RETENTION_JOB, RUNS_AT, async ({ scheduledFor, signal, runKey }) => {
    const before = scheduledFor.getTime() - KEPT_MS;
    let deleted = 0;
    for (;;) {
      signal.throwIfAborted();
      const count = await deleteAuditEntriesBefore(deps.database.db, before, BATCH);
      deleted += count;
      if (count < BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    log.info({ runKey, deleted }, 'audit retention: entries older than a year deleted');
  });
}
