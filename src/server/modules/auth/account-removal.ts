import type { ChangeScope } from '../../events/event-flow.js';
import { newEvent, originIn, type EventOrigin } from '../../events/new-event.js';
import { personalWorkspaceId, releaseSharedWorkspaces } from '../workspaces/index.js';
import { deleteUserRow } from './auth.repo.js';

/**
 * Deletes an account with its personal workspace and everything in it, and the shared workspaces it alone belonged
 * to (refused while it is the only owner of one that has other members), in the caller's change; publishes each
 * workspace's deletion (its short links stop on every node at once). `origin`: the person deleting their own
 * account, or none when the product deletes it (an unconfirmed sign-up).
 */
export async function removeAccount(
  scope: Pick<ChangeScope, 'trx' | 'publish'>,
  userId: string,
  origin?: EventOrigin,
): Promise<void> {
  await releaseSharedWorkspaces(scope, userId, origin);
  const workspaceId = await personalWorkspaceId(scope.trx, userId);
  await deleteUserRow(scope.trx, userId);
  if (workspaceId) {
    scope.publish(newEvent('workspace.deleted', originIn(origin ?? { workspaceId }, workspaceId), { id: workspaceId }));
  }
}
