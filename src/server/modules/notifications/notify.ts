import {
  DEFAULT_SETTINGS,
  notificationKinds,
  type KindSetting,
  type NotificationKind,
  type NotificationParams,
} from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import type { ChangeScope } from '../../events/event-flow.js';
import { newEvent } from '../../events/new-event.js';
import { workspaceMemberIds } from '../workspaces/index.js';
import { ensureDigestTimer } from './digest-timer.js';
import { countUnread, findSettingsOf, insertNotifications } from './notifications.repo.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'schedule' | 'mail'>;

/** The timer of an instant mail: a minute after its notification, so that reading it in the app first skips it. */
export const INSTANT_MAIL_KIND = 'notify-mail';
export const INSTANT_MAIL_DELAY_MS = 60_000;

/** One fact worth telling the members of a workspace (or some of them), once per person however often it comes. */
export interface Fact<K extends NotificationKind = NotificationKind> {
  workspaceId: string;
  kind: K;
  subjectType: string;
  subjectId: string;
  params: NotificationParams<K>;
  /** Names the fact: a second delivery of it (the outbox delivers at least once) notifies nobody again. */
  dedupeKey: string;
  /** Only these people (the workspace's members otherwise). */
  userIds?: readonly string[];
}

/** Each person's setting of `kind`: the saved one, else the default. */
export async function settingsOf(
  deps: Pick<Deps, 'database'>,
  userIds: readonly string[],
  kind: NotificationKind,
  db = deps.database.db,
): Promise<Map<string, KindSetting>> {
  const saved = new Map((await findSettingsOf(db, userIds, kind)).map((row) => [row.user_id, row]));
  return new Map(
    userIds.map((userId) => {
      const row = saved.get(userId);
      return [userId, row ? { inApp: row.in_app, email: row.email as KindSetting['email'] } : DEFAULT_SETTINGS[kind]];
    }),
  );
}

/**
 * Notifies the people a fact concerns, in the caller's change: a row per person who wants the kind in the app or by
 * mail, their new unread count to their open pages, and an instant mail's timer. Answers the ids inserted.
 */
export async function notify<K extends NotificationKind>(
  deps: Deps,
  scope: Pick<ChangeScope, 'trx' | 'publish'>,
  fact: Fact<K>,
  now = Date.now(),
): Promise<string[]> {
  // A publisher that drifts from the kind's parameters fails here, not in someone's bell.
  const params = notificationKinds[fact.kind].parse(fact.params);
  const recipients = fact.userIds ?? (await workspaceMemberIds(scope.trx, fact.workspaceId));
  const settings = await settingsOf(deps, recipients, fact.kind, scope.trx);
  const rows = recipients
    .map((userId) => ({ userId, setting: settings.get(userId) ?? DEFAULT_SETTINGS[fact.kind] }))
    .filter(({ setting }) => setting.inApp || setting.email !== 'off')
    .map(({ userId, setting }) => ({
      row: {
        id: newId(),
        workspace_id: fact.workspaceId,
        user_id: userId,
        kind: fact.kind,
        subject_type: fact.subjectType,
        subject_id: fact.subjectId,
        params,
        dedupe_key: fact.dedupeKey,
        in_app: setting.inApp,
        created_at: now,
      },
      setting,
    }));
  const inserted = new Set(
    (
      await insertNotifications(
        scope.trx,
        rows.map(({ row }) => row),
      )
    ).map((row) => row.id),
  );
  for (const { row, setting } of rows.filter(({ row }) => inserted.has(row.id))) {
    if (row.in_app) await publishUnread(scope, fact.workspaceId, row.user_id);
    // The weekly summary mails itself (notification-summary.ts).
    if (setting.email === 'instant' && fact.kind !== 'weekly.summary' && deps.mail.configured) {
      await deps.schedule.at(
        `${INSTANT_MAIL_KIND}:${row.id}`,
        INSTANT_MAIL_KIND,
        now + INSTANT_MAIL_DELAY_MS,
        { notificationId: row.id },
        scope.trx,
      );
    }
    // The weekly summary is a mail of its own, never a digest's line.
    const digested = fact.kind !== 'weekly.summary' && (setting.email === 'daily' || setting.email === 'weekly');
    if (digested && deps.mail.configured) {
      await ensureDigestTimer(deps, scope.trx, row.user_id, setting.email as 'daily' | 'weekly', now);
    }
  }
  return [...inserted];
}

/** Tells the person's open pages their unread count (the live stream's `notifications`). */
export async function publishUnread(
  scope: Pick<ChangeScope, 'trx' | 'publish'>,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const unread = await countUnread(scope.trx, { userId, workspaceId });
  scope.publish(newEvent('notifications.changed', { workspaceId }, { userId, unread }));
}
