import { MILESTONES } from '../../../shared/notifications.js';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import type { AppContext } from '../../app-context.js';
import type { ScheduleWriter } from '../../schedule/schedule.js';
import { allTimeClicks, allTimeScans, subjectNames } from '../analytics/index.js';
import { formName } from '../feedback/index.js';
import { mailRecipientOf } from '../me/index.js';
import { notify } from './notify.js';
import { recordMilestone } from './notifications.repo.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'events' | 'schedule' | 'mail'>;

const DAY_MS = 86_400_000;
/** How long before the trial's end its notification comes. */
export const TRIAL_NOTICE_MS = 3 * DAY_MS;
export const TRIAL_TIMER_KIND = 'notifications.trial-ending';
/** The key of a workspace's trial notice timer. */
export const trialTimerKey = (workspaceId: string) => `${TRIAL_TIMER_KIND}:${workspaceId}`;

/**
 * The facts that become notifications, each from where it is established: a response (durable event), the clicks
 * stored (durable event, the totals read back), the trial's end (a timer). Durable handlers may see an event twice:
 * every notification names its fact (`dedupeKey`), so a repeat notifies nobody.
 */
export function subscribeNotificationSources(deps: Deps): void {
  deps.events.subscribeDurable('notifications.responses', ['feedback.response'], async ({ workspaceId, data }) => {
    const name = await formName(deps.database.db, workspaceId, data.feedbackId);
    await deps.events.change((scope) =>
      notify(deps, scope, {
        workspaceId,
        kind: 'feedback.response',
        subjectType: 'form',
        subjectId: data.feedbackId,
        params: { formId: data.feedbackId, responseId: data.responseId, name },
        dedupeKey: `response:${data.responseId}`,
      }),
    );
  });

  deps.events.subscribeDurable('notifications.milestones', ['clicks.stored'], async ({ workspaceId, data }) => {
    const linkIds = new Set<string>();
    const qrIds = new Set<string>();
    for (const click of data.clicks) {
      if (click.linkId) linkIds.add(click.linkId);
      if (click.qrId) qrIds.add(click.qrId);
    }
    // The stored totals, not the batch: whichever node wrote the clicks, the figures are the database's.
    const [links, codes] = await Promise.all([
      allTimeClicks(deps.database, workspaceId, [...linkIds]),
      allTimeScans(deps.database, workspaceId, [...qrIds]),
    ]);
    for (const [id, total] of links)
      await reachMilestones(deps, workspaceId, { subjectType: 'link', subjectId: id }, total);
    for (const [id, total] of codes)
      await reachMilestones(deps, workspaceId, { subjectType: 'qr', subjectId: id }, total);
  });

  // Whoever sent an accepted invitation hears who joined.
  deps.events.subscribeDurable('notifications.members', ['member.added'], async ({ workspaceId, data }) => {
    const inviter = data.invitedBy;
    if (!inviter) return;
    const member = await mailRecipientOf(deps.database.db, data.id, deps.config.defaultLocale);
    const name = member?.name;
    await deps.events.change((scope) =>
      notify(deps, scope, {
        workspaceId,
        kind: 'member.joined',
        subjectType: 'member',
        subjectId: data.id,
        params: { memberId: data.id, role: data.role, ...(name ? { name } : {}) },
        dedupeKey: `joined:${data.invitationId}`,
        userIds: [inviter],
      }),
    );
  });

  deps.schedule.handle<{ workspaceId: string; trialEndsAt: string }>(TRIAL_TIMER_KIND, async ({ payload }) => {
    await deps.events.change((scope) =>
      notify(deps, scope, {
        workspaceId: payload.workspaceId,
        kind: 'trial.ending',
        subjectType: 'workspace',
        subjectId: payload.workspaceId,
        params: { trialEndsAt: payload.trialEndsAt },
        dedupeKey: `trial:${payload.trialEndsAt}`,
      }),
    );
  });
}

/**
 * Records every round number `total` has reached; the subject's members hear of the highest one this call recorded
 * first. The record's key (subject, milestone) makes it once across batches and nodes: a concurrent or repeated
 * insert records nothing, so nobody is told twice.
 */
async function reachMilestones(
  deps: Deps,
  workspaceId: string,
  { subjectType, subjectId }: { subjectType: 'link' | 'qr'; subjectId: string },
  total: number,
): Promise<void> {
  const reached = MILESTONES.filter((milestone) => milestone <= total);
  if (reached.length === 0) return;
  await deps.events.change(async (scope) => {
    const recorded: number[] = [];
    for (const milestone of reached) {
      const first = await recordMilestone(scope.trx, {
        subject: `${subjectType}:${subjectId}`,
        milestone,
        workspace_id: workspaceId,
        reached_at: Date.now(),
      });
      if (first) recorded.push(milestone);
    }
    const highest = recorded.at(-1);
    if (highest === undefined) return;
    const name = (await subjectNames(scope.trx, workspaceId, subjectType, [subjectId])).get(subjectId);
    await notify(deps, scope, {
      workspaceId,
      kind: 'milestone',
      subjectType,
      subjectId,
      params: { subjectType, subjectId, milestone: highest, name },
      dedupeKey: `milestone:${subjectType}:${subjectId}:${highest}`,
    });
  });
}

/** Sets the timer of the trial's notice: three days before a trial that starts at `startedAt` ends. */
export async function scheduleTrialNotice(
  schedule: AppContext['schedule'],
  workspaceId: string,
  startedAt: number,
  trx?: ScheduleWriter,
): Promise<void> {
  const endsAt = startedAt + TRIAL_DAYS * DAY_MS;
  const payload = { workspaceId, trialEndsAt: new Date(endsAt).toISOString() };
  await schedule.at(trialTimerKey(workspaceId), TRIAL_TIMER_KIND, endsAt - TRIAL_NOTICE_MS, payload, trx);
}
