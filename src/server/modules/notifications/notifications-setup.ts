import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Schedule } from '../../schedule/schedule.js';
import type { Db } from '../../db/database.js';
import { workspaceCreatedAt } from '../workspaces/index.js';
import { scheduleNotificationRetention } from './notification-retention.js';
import { scheduleTrialNotice, subscribeNotificationSources } from './notification-sources.js';

/** Everything of notifications that is not a route: what makes them, and what deletes them. Call while building. */
export function setUpNotifications(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>): void {
  subscribeNotificationSources(ctx);
  scheduleNotificationRetention(ctx.schedule, ctx.database.db, log);
}

/** The trial starts with the workspace: its notice is set then (at sign-up). */
export async function scheduleTrialNoticeOf(schedule: Schedule, db: Db, workspaceId: string): Promise<void> {
  await scheduleTrialNotice(schedule, workspaceId, await workspaceCreatedAt(db, workspaceId));
}
