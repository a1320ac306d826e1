import type { FastifyBaseLogger } from 'fastify';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import type { AppContext } from '../../app-context.js';
import { HOURLY } from '../../schedule/rules.js';
import { workspaceCreatedAt } from '../workspaces/index.js';
import { registerNotificationMail } from './notification-mail.js';
import { registerWeeklySummary, scheduleWeeklySummary, summaryTimerKey } from './notification-summary.js';
import { scheduleNotificationRetention } from './notification-retention.js';
import {
  scheduleTrialNotice,
  subscribeNotificationSources,
  TRIAL_NOTICE_MS,
  trialTimerKey,
} from './notification-sources.js';
import { existingJobKeys, workspacesAfter } from './notifications.repo.js';
import { subscribeWebhookNotices } from './webhook-notices.js';

export const MISSING_TIMERS_JOB = 'notifications.missing-timers';
const PAGE = 500;
const DAY_MS = 86_400_000;

/** Everything of notifications that is not a route: what makes them, mails them and deletes them. Call while building. */
export function setUpNotifications(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>): void {
  subscribeNotificationSources(ctx);
  subscribeWebhookNotices(ctx);
  registerNotificationMail(ctx);
  registerWeeklySummary(ctx);
  scheduleNotificationRetention(ctx.schedule, ctx.database.db, log);
  scheduleMissingTimers(ctx, log);
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

/**
 * Accounts made before notifications existed have no trial notice and no weekly summary, since both are set at
 * sign-up: every hour (the first run soon after an upgrade), the workspaces without them get them, with the instants
 * a sign-up would have set. A trial whose notice would come late (it ends within three days, or is over) gets none.
 * The workspaces are looked at a page at a time, the event loop turning between pages: on SQLite the queries run on
 * the thread that answers redirects, and one query over every workspace would hold it.
 */
function scheduleMissingTimers(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>): void {
  ctx.schedule.every(MISSING_TIMERS_JOB, HOURLY, async ({ runKey, scheduledFor }) => {
    const now = scheduledFor.getTime();
    const trialNoticeFrom = now - TRIAL_DAYS * DAY_MS + TRIAL_NOTICE_MS;
    const db = ctx.database.db;
    let set = 0;
    for (let afterId = ''; ;) {
      const page = await workspacesAfter(db, afterId, PAGE);
      const existing = await existingJobKeys(db, [
        ...page.map((workspace) => trialTimerKey(workspace.id)),
        ...page.flatMap((workspace) => (workspace.personalUserId ? [summaryTimerKey(workspace.personalUserId)] : [])),
      ]);
      for (const workspace of page) {
        if (workspace.createdAt > trialNoticeFrom && !existing.has(trialTimerKey(workspace.id))) {
          await scheduleTrialNotice(ctx.schedule, workspace.id, workspace.createdAt);
          set += 1;
        }
        // The weekly summary is the account's, of its personal workspace.
        const { personalUserId } = workspace;
        if (personalUserId && !existing.has(summaryTimerKey(personalUserId))) {
          await scheduleWeeklySummary(ctx, personalUserId, workspace.id, now);
          set += 1;
        }
      }
      if (page.length < PAGE) break;
      afterId = page.at(-1)?.id ?? afterId;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (set > 0) log.info({ runKey, set }, 'notifications: timers set for accounts that had none');
  });
}
