import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Schedule } from '../../schedule/schedule.js';
import { deleteOldNotifications } from './notifications.repo.js';

export const NOTIFICATION_RETENTION_JOB = 'notifications.retention';
const DAY_MS = 86_400_000;
/** Every notification goes after a year; one read goes after half a year: nobody scrolls back that far. */
export const KEEP_MS = 365 * DAY_MS;
export const KEEP_READ_MS = 182 * DAY_MS;

/** Daily at 03:30 UTC, once across the nodes: ages are measured from the run's instant, so a repeat deletes no more. */
export function scheduleNotificationRetention(schedule: Schedule, db: Db, log: Pick<FastifyBaseLogger, 'info'>): void {
  schedule.every(
    NOTIFICATION_RETENTION_JOB,
    { hour: 3, minute: 30, timeZone: 'UTC' },
    async ({ scheduledFor, runKey }) => {
      const at = scheduledFor.getTime();
      const deleted = await deleteOldNotifications(db, at - KEEP_MS, at - KEEP_READ_MS);
      log.info({ runKey, deleted }, 'notifications retention: old notifications deleted');
    },
  );
}
