import { idParamsSchema } from '../../../shared/list.js';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
  type NotificationPage,
} from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import {
  getNotificationSettings,
  listMyNotifications,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
} from './notifications.service.js';

const TAG = 'Notifications';
const EXAMPLE: NotificationPage = {
  items: [
    {
      id: '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b',
      kind: 'milestone',
      params: { subjectType: 'link', subjectId: '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b', milestone: 1000 },
      readAt: null,
      createdAt: '2026-03-02T06:00:00.000Z',
    },
  ],
  nextCursor: null,
  unread: 1,
};

/** The signed-in person's notifications and how they want them (a browser session: they are a person's own). */
export function notificationRoutes(ctx: AppContext) {
  return [
    // GET /api/notifications — the bell's list
    route({
      method: 'GET',
      url: '/api/notifications',
      access: 'account',
      permission: 'view',
      operationId: 'listNotifications',
      summary: 'List your notifications, newest first, with the unread count',
      tag: TAG,
      query: notificationListQuerySchema,
      response: { status: 200, description: 'A page of notifications.', schema: notificationPageSchema },
      example: { response: EXAMPLE },
      handler: ({ viewer, query }) => listMyNotifications(ctx, viewer, query),
    }),
    // POST /api/notifications/read-all — before /:id/read, which it is not
    route({
      method: 'POST',
      url: '/api/notifications/read-all',
      access: 'account',
      permission: 'view',
      operationId: 'readAllNotifications',
      summary: 'Mark all your notifications read',
      tag: TAG,
      response: { status: 200, description: 'The unread count (0).', schema: unreadCountSchema },
      example: { response: { unread: 0 } },
      handler: ({ viewer }) => readAllNotifications(ctx, viewer),
    }),
    // POST /api/notifications/{id}/read — one notification read
    route({
      method: 'POST',
      url: '/api/notifications/:id/read',
      access: 'account',
      permission: 'view',
      operationId: 'readNotification',
      summary: 'Mark a notification read',
      description: 'Marking it again changes nothing. An instant e-mail not sent yet is then not sent.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The unread count left.', schema: unreadCountSchema },
      example: { params: { id: EXAMPLE.items[0]?.id ?? '' }, response: { unread: 0 } },
      handler: ({ viewer, params }) => readNotification(ctx, viewer, params.id),
    }),
    // GET /api/notifications/settings — every kind's channels
    route({
      method: 'GET',
      url: '/api/notifications/settings',
      access: 'account',
      permission: 'view',
      operationId: 'getNotificationSettings',
      summary: 'How you get each kind of notification',
      tag: TAG,
      response: {
        status: 200,
        description: 'Every kind, in the app and by e-mail.',
        schema: notificationSettingsSchema,
      },
      example: { response: { kinds: [{ kind: 'milestone', inApp: true, email: 'instant' }] } },
      handler: ({ viewer }) => getNotificationSettings(ctx, viewer.userId),
    }),
    // PUT /api/notifications/settings — change some kinds
    route({
      method: 'PUT',
      url: '/api/notifications/settings',
      access: 'account',
      permission: 'view',
      operationId: 'updateNotificationSettings',
      summary: 'Change how you get some kinds of notification',
      description: 'The kinds not sent keep their settings. E-mail: `off`, `instant`, `daily` (09:00) or `weekly`.',
      tag: TAG,
      body: updateNotificationSettingsSchema,
      response: { status: 200, description: 'Every kind.', schema: notificationSettingsSchema },
      example: {
        body: { kinds: [{ kind: 'feedback.response', inApp: true, email: 'off' }] },
        response: { kinds: [{ kind: 'feedback.response', inApp: true, email: 'off' }] },
      },
      handler: ({ viewer, body }) => updateNotificationSettings(ctx, viewer, body),
    }),
  ];
}
