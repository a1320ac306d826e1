import type { AppContext } from '../../app-context.js';
import { workspaceMemberIds } from '../workspaces/index.js';
import { notify } from './notify.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'events' | 'schedule' | 'mail'>;

/**
 * A webhook endpoint in trouble concerns whoever can mend it: the workspace's owners, and the admin who made it. They
 * hear once at its 5th failure in a row and once when it is turned off (each fact named, so a repeat tells nobody).
 */
export function subscribeWebhookNotices(deps: Deps): void {
  deps.events.subscribeDurable(
    'notifications.webhooks',
    ['webhook.failing', 'webhook.disabled'],
    async ({ id: eventId, type, workspaceId, data }) => {
      const db = deps.database.db;
      const owners = await workspaceMemberIds(db, workspaceId, ['owner']);
      const admins = await workspaceMemberIds(db, workspaceId, ['admin']);
      const creator = data.createdBy !== null && admins.includes(data.createdBy) ? [data.createdBy] : [];
      const userIds = [...new Set([...owners, ...creator])];
      await deps.events.change((scope) =>
        type === 'webhook.failing'
          ? notify(deps, scope, {
              workspaceId,
              kind: 'webhook.failing',
              subjectType: 'webhook',
              subjectId: data.id,
              params: { webhookId: data.id, url: data.url, failures: data.failures },
              dedupeKey: `webhook-failing:${eventId}`,
              userIds,
            })
          : notify(deps, scope, {
              workspaceId,
              kind: 'webhook.disabled',
              subjectType: 'webhook',
              subjectId: data.id,
              params: { webhookId: data.id, url: data.url, reason: data.reason },
              dedupeKey: `webhook-disabled:${eventId}`,
              userIds,
            }),
      );
    },
  );
}
