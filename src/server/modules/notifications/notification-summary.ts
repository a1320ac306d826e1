import { intlLocale } from '../../../shared/locales.js';
import { DEFAULT_SETTINGS } from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { nextLocalTime } from '../../schedule/local-time.js';
import type { ScheduleWriter } from '../../schedule/schedule.js';
import { workspaceRangeFigures, type TopItem } from '../analytics/index.js';
import { countResponsesBetween } from '../feedback/index.js';
import { queueMail } from '../mail/index.js';
import { mailRecipientOf } from '../me/index.js';
import { digestTime } from './digest-timer.js';
import { NOTIFICATION_MAIL_TEXTS } from './notification-mail-texts.js';
import { notify, settingsOf } from './notify.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'events' | 'schedule' | 'mail'>;
export const SUMMARY_KIND = 'notify-weekly-summary';
/** The key of a person's weekly summary timer. */
export const summaryTimerKey = (userId: string) => `${SUMMARY_KIND}:${userId}`;
const WEEK_BACK_MS = 8 * 24 * 3_600_000;

/** Sets the person's weekly summary: Mondays at 09:00 in their zone (setting the same instant again changes nothing). */
export async function scheduleWeeklySummary(
  deps: Pick<AppContext, 'config' | 'database' | 'schedule'>,
  userId: string,
  workspaceId: string,
  now: number,
  trx?: ScheduleWriter,
): Promise<void> {
  const recipient = await mailRecipientOf(trx ?? deps.database.db, userId, deps.config.defaultLocale);
  if (!recipient) return;
  const due = nextLocalTime(digestTime('weekly', recipient.timeZone), now);
  await deps.schedule.at(summaryTimerKey(userId), SUMMARY_KIND, due, { userId, workspaceId }, trx);
}

/**
 * The weekly summary: last week's clicks, scans and responses against the week before, and the top links and codes.
 * A notification in the app (when wanted) and a mail of its own (when its e-mail is on: a summary is weekly by
 * nature, whatever the mode).
 */
export function registerWeeklySummary(deps: Deps): void {
  deps.schedule.handle<{ userId: string; workspaceId: string }>(SUMMARY_KIND, async ({ payload, scheduledFor }) => {
    const { userId, workspaceId } = payload;
    const recipient = await mailRecipientOf(deps.database.db, userId, deps.config.defaultLocale);
    if (!recipient) return;
    const setting =
      (await settingsOf(deps, [userId], 'weekly.summary')).get(userId) ?? DEFAULT_SETTINGS['weekly.summary'];
    const time = digestTime('weekly', recipient.timeZone);
    const end = scheduledFor.getTime();
    const start = nextLocalTime(time, end - WEEK_BACK_MS).getTime();
    const before = nextLocalTime(time, start - WEEK_BACK_MS).getTime();
    const [week, previous, responses, previousResponses] = await Promise.all([
      workspaceRangeFigures(deps.database, workspaceId, [start, end]),
      workspaceRangeFigures(deps.database, workspaceId, [before, start]),
      countResponsesBetween(deps.database.db, workspaceId, [start, end]),
      countResponsesBetween(deps.database.db, workspaceId, [before, start]),
    ]);
    const weekStart = new Date(start).toISOString();
    await deps.events.change(async (scope) => {
      const created = await notify(deps, scope, {
        workspaceId,
        kind: 'weekly.summary',
        subjectType: 'workspace',
        subjectId: workspaceId,
        params: {
          weekStart,
          clicks: week.clicks,
          scans: week.scans,
          responses,
          previousClicks: previous.clicks,
          previousScans: previous.scans,
          previousResponses,
        },
        dedupeKey: `weekly:${weekStart}`,
        userIds: [userId],
      });
      // Nothing new: this week's summary exists already (a run a crash cut short after its commit), and so does its mail.
      if (created.length === 0 || setting.email === 'off') return;
      const texts = NOTIFICATION_MAIL_TEXTS[recipient.locale];
      const number = new Intl.NumberFormat(intlLocale(recipient.locale));
      const line = (text: string, now: number, was: number) =>
        text.replace('{now}', number.format(now)).replace('{before}', number.format(was));
      const top = (label: string, items: TopItem[]) =>
        items.length === 0
          ? []
          : [`${label}: ${items.map((item) => `${item.name} (${number.format(item.count)})`).join(', ')}`];
      await queueMail(deps, scope, {
        to: { address: recipient.email, name: recipient.name },
        locale: recipient.locale,
        template: 'notice',
        params: {
          subject: texts.weeklySubject,
          paragraphs: [
            texts.weeklyIntro,
            line(texts.weeklyClicks, week.clicks, previous.clicks),
            line(texts.weeklyScans, week.scans, previous.scans),
            line(texts.weeklyResponses, responses, previousResponses),
            ...top(texts.topLinks, week.topLinks),
            ...top(texts.topCodes, week.topCodes),
          ],
          action: { label: texts.action, path: '/statistics' },
          reason: texts.reason,
        },
        unsubscribe: { userId, kind: 'notifications.weekly.summary' },
      });
    });
    return setting.inApp || setting.email !== 'off' ? { next: nextLocalTime(time, end) } : undefined;
  });
}
