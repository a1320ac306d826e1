import type { Db } from '../../db/database.js';
import type { WorkspaceBillingTable } from '../../db/schema.js';

export type BillingRow = WorkspaceBillingTable;
export type BillingChanges = Partial<Omit<BillingRow, 'workspace_id' | 'updated_at'>>;

/** The workspace's billing row and when the workspace was made (its trial starts then). */
export async function findBilling(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspace')
    .leftJoin('workspace_billing', 'workspace_billing.workspace_id', 'workspace.id')
    .select([
      'workspace.created_at as workspaceCreatedAt',
      'workspace_billing.company',
      'workspace_billing.address',
      'workspace_billing.city',
      'workspace_billing.country',
      'workspace_billing.region',
      'workspace_billing.postal_code',
      'workspace_billing.phone',
      'workspace_billing.plan',
    ])
    .where('workspace.id', '=', workspaceId)
    .executeTakeFirst();
}

/** Writes the changed fields, creating the row on the first save (the rest start empty, the plan standard). */
export async function saveBilling(db: Db, workspaceId: string, changes: BillingChanges, now: number): Promise<void> {
  const empty = { company: null, address: null, city: null, country: null, region: null, postal_code: null };
  await db
    .insertInto('workspace_billing')
    .values({ ...empty, phone: null, plan: 'standard', ...changes, workspace_id: workspaceId, updated_at: now })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}
