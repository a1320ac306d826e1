import { LIST_LIMIT_DEFAULT } from '../../../shared/list.js';
import {
  DEFAULT_SETTINGS,
  NOTIFICATION_KINDS,
  type KindSetting,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type UpdateNotificationSettings,
  type NotificationKind,
} from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { AppError } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from '../../http/kit/paging.js';
import type { SessionViewer } from '../../http/kit/viewer.js';
import { scheduleWeeklySummary } from './notification-summary.js';
import { publishUnread, settingsOf } from './notify.js';
import {
  countUnread,
  findSettings,
  listNotifications,
  markAllRead,
  markRead,
  saveSetting,
  type NotificationRow,
} from './notifications.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;
type SettingsDeps = Pick<AppContext, 'config' | 'database' | 'events' | 'schedule'>;

export const notificationErrors = {
  notFound: () => new AppError(404, 'not_found', 'Notification not found.'),
};

const mailboxOf = (viewer: SessionViewer) => ({ userId: viewer.userId, workspaceId: viewer.workspace.id });

/** The person's notifications in the app in the workspace they work in, newest first, and how many are unread. */
export async function listMyNotifications(
  deps: Deps,
  viewer: SessionViewer,
  query: { limit?: number; cursor?: string; kind?: NotificationKind },
): Promise<NotificationPage> {
  const pageSize = query.limit ?? LIST_LIMIT_DEFAULT;
  const db = deps.database.db;
  const [rows, unread] = await Promise.all([
    listNotifications(db, mailboxOf(viewer), {
      limit: pageSize + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      kind: query.kind,
    }),
    countUnread(db, mailboxOf(viewer)),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor:
      rows.length > pageSize && last ? encodeCursor({ createdAt: Number(last.created_at), id: last.id }) : null,
    unread,
  };
}

/** Marks one notification read; the person's pages hear the new count. */
export async function readNotification(deps: Deps, viewer: SessionViewer, id: string): Promise<{ unread: number }> {
  return deps.events.change(async (scope) => {
    if (!(await markRead(scope.trx, mailboxOf(viewer), id, Date.now()))) throw notificationErrors.notFound();
    await publishUnread(scope, viewer.workspace.id, viewer.userId);
    return { unread: await countUnread(scope.trx, mailboxOf(viewer)) };
  });
}

/** Marks every notification of the person read. */
export async function readAllNotifications(deps: Deps, viewer: SessionViewer): Promise<{ unread: number }> {
  return deps.events.change(async (scope) => {
    if ((await markAllRead(scope.trx, mailboxOf(viewer), Date.now())) > 0) {
      await publishUnread(scope, viewer.workspace.id, viewer.userId);
    }
    return { unread: 0 };
  });
}

/** Every kind's setting of the person, the defaults where they changed nothing. */
export async function getNotificationSettings(
  deps: Pick<Deps, 'database'>,
  userId: string,
): Promise<NotificationSettings> {
  const saved = new Map((await findSettings(deps.database.db, userId)).map((row) => [row.kind, row]));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => {
      const row = saved.get(kind);
      const setting: KindSetting = row
        ? { inApp: row.in_app, email: row.email as KindSetting['email'] }
        : DEFAULT_SETTINGS[kind];
      return { kind, ...setting };
    }),
  };
}

/** Saves the kinds sent (the others keep theirs) and answers every kind's setting. */
export async function updateNotificationSettings(
  deps: SettingsDeps,
  viewer: SessionViewer,
  input: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const now = Date.now();
  await deps.events.change(async ({ trx }) => {
    for (const { kind, inApp, email } of input.kinds) {
      await saveSetting(trx, { user_id: viewer.userId, kind, in_app: inApp, email, updated_at: now });
    }
    // A summary turned on again (its timer ends when nobody wants it) starts next Monday.
    const summary = input.kinds.find((item) => item.kind === 'weekly.summary');
    if (summary && (summary.inApp || summary.email !== 'off')) {
      await scheduleWeeklySummary(deps, viewer.userId, viewer.workspace.id, now, trx);
    }
  });
  return getNotificationSettings(deps, viewer.userId);
}

/** Turns one kind's e-mail off (its mails' unsubscribe link), keeping its in-app setting. */
export async function turnEmailOff(deps: Deps, userId: string, kind: NotificationKind): Promise<void> {
  const current = (await settingsOf(deps, [userId], kind)).get(userId);
  await saveSetting(deps.database.db, {
    user_id: userId,
    kind,
    in_app: current?.inApp ?? true,
    email: 'off',
    updated_at: Date.now(),
  });
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    readAt: row.read_at === null ? null : msToIso(Number(row.read_at)),
    createdAt: msToIso(Number(row.created_at)),
  } as Notification;
}
