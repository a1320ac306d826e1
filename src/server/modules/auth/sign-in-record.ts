import type { AppContext } from '../../app-context.js';
import { newEvent } from '../../events/new-event.js';
import { deviceOf } from '../../http/kit/client-facts.js';
import { countryOfAddress } from '../analytics/index.js';
import { workspaceIdsOf } from '../workspaces/index.js';

/**
 * A sign-in (by password, Google or a confirmation link: any new session) is a line in the audit log of each
 * workspace the person belongs to: who, when, from which country and device, never the address.
 */
export async function recordSignIn(
  deps: Pick<AppContext, 'database' | 'events'>,
  session: { userId: string; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  const { userId } = session;
  const client = {
    country: session.ipAddress ? countryOfAddress(session.ipAddress) : null,
    device: deviceOf(session.userAgent ?? undefined),
  };
  const events = (await workspaceIdsOf(deps.database.db, userId)).map((workspaceId) =>
    newEvent('member.signed_in', { workspaceId }, { id: userId }, { userId, apiKeyId: null, ...client }),
  );
  if (events.length > 0) await deps.events.change(async ({ publish }) => events.forEach(publish));
}
