import type { Billing, UpdateBillingInput } from '../../../shared/billing.js';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import type { AppContext } from '../../app-context.js';
import type { SessionViewer } from '../../http/kit/viewer.js';
import { httpErrors } from '../../http/errors.js';
import { findBilling, saveBilling, type BillingChanges } from './billing.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;
const DAY_MS = 86_400_000;

/** The workspace's company details, plan and trial (the standard plan and no details until the first save). */
export async function getBilling(deps: Deps, viewer: SessionViewer, now = Date.now()): Promise<Billing> {
  const row = await findBilling(deps.database.db, viewer.workspace.id);
  // The viewer's workspace was read for this very request: only a concurrent deletion leaves it missing.
  if (!row) throw httpErrors.notFound();
  const trialEndsAt = Number(row.workspaceCreatedAt) + TRIAL_DAYS * DAY_MS;
  return {
    company: row.company ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    country: row.country ?? null,
    region: row.region ?? null,
    postalCode: row.postal_code ?? null,
    phone: row.phone ?? null,
    plan: row.plan ?? 'standard',
    trialEndsAt: new Date(trialEndsAt).toISOString(),
    trialDaysLeft: Math.max(0, Math.ceil((trialEndsAt - now) / DAY_MS)),
    paymentMethod: null,
  };
}

/** Saves what was sent (null clears a field) and answers the whole billing section. */
export async function updateBilling(deps: Deps, viewer: SessionViewer, input: UpdateBillingInput): Promise<Billing> {
  const { postalCode, ...rest } = input;
  const changes: BillingChanges = { ...rest, ...(postalCode !== undefined && { postal_code: postalCode }) };
  await deps.events.change(async ({ trx, publish }) => {
    await saveBilling(trx, viewer.workspace.id, changes, Date.now());
    publish(newEvent('billing.updated', viewer, { changed: changedFields(input) }));
  });
  return getBilling(deps, viewer);
}
