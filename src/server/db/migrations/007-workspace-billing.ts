import type { Kysely } from 'kysely';

/**
 * A workspace's billing details (docs/product.md, Settings): the company on its invoices and the chosen plan. One row
 * per workspace, written on the first save; until then the workspace has the standard plan and no details.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_billing')
    .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspace.id').onDelete('cascade'))
    .addColumn('company', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}
