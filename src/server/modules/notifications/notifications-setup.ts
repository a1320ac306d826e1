import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { workspaceCreatedAt } from '../workspaces/index.js';
import { registerNotificationMail } from './notification-mail.js';
import { registerWeeklySummary, scheduleWeeklySummary } from './notification-summary.js';
import { scheduleNotificationRetention } from './notification-retention.js';
import { scheduleTrialNotice, subscribeNotificationSources } from './notification-sources.js';

/** Everything of notifications that is not a route: what makes them, mails them and deletes them. Call while building. */
export function setUpNotifications(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>): void {
  subscribeNotificationSources(ctx);
  registerNotificationMail(ctx);
  registerWeeklySummary(ctx);
  scheduleNotificationRetention(ctx.schedule, ctx.database.db, log);
}

/** What a new account starts with (at sign-up): the notice of its trial's end, and its weekly summary. */
export async function scheduleNewAccount(
  deps: Pick<AppContext, 'config' | 'database' | 'schedule'>,
  userId: string,
  workspaceId: string,
): Promise<void> {
  const db = deps.database.db;
  await scheduleTrialNotice(deps.schedule, workspaceId, await workspaceCreatedAt(db, workspaceId));
  await scheduleWeeklySummary(deps, userId, workspaceId, Date.now());
}
