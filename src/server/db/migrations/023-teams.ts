import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Teams (docs/teams.md): a workspace has members with roles, and accounts belong to several workspaces.
 * - `workspace.owner_user_id` becomes `personal_user_id`, null for a shared workspace: a personal workspace still goes
 *   with its account (the foreign key's cascade), a shared one never does. SQLite cannot drop a NOT NULL, so there the
 *   table is rebuilt, with foreign keys off so that dropping the old table takes nothing with it.
 * - `membership.role`: owner, admin, editor or viewer (the one-member past knew only owner).
 * - `api_key.role`: a read-only key becomes a viewer's, a read-and-write key an admin's: each keeps doing exactly
 *   what it did (keys never managed members, keys or the workspace).
 * - `invitation`: pending invitations, the token stored as its SHA-256, one per address and workspace.
 * - `session_workspace`: the workspace a signed-in browser works in; without a row, the personal workspace.
 * - `audit_entry`: who did what to which object of a workspace, when, from which country and device.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect.kind === 'sqlite') await rebuildWorkspaceOnSqlite(db);
  else {
    await sql`ALTER TABLE workspace RENAME COLUMN owner_user_id TO personal_user_id`.execute(db);
    await sql`ALTER TABLE workspace ALTER COLUMN personal_user_id DROP NOT NULL`.execute(db);
    await sql`ALTER INDEX workspace_owner_idx RENAME TO workspace_personal_idx`.execute(db);
  }
  await sql`UPDATE membership SET role = 'editor' WHERE role NOT IN ('owner', 'admin', 'editor', 'viewer')`.execute(db);

  await db.schema
    .alterTable('api_key')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('viewer'))
    .execute();
  await sql`UPDATE api_key SET role = CASE WHEN scope = 'read' THEN 'viewer' ELSE 'admin' END`.execute(db);

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invitation_workspace_email_unique')
    .on('invitation')
    .columns(['workspace_id', 'email'])
    .unique()
    .execute();

  await db.schema
    .createTable('session_workspace')
    .addColumn('session_id', 'text', (col) => col.primaryKey().references('session.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_workspace_idx').on('session_workspace').column('workspace_id').execute();

  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('occurred_at', 'bigint', (col) => col.notNull())
    // No foreign keys: the entry outlives the person and the key, and keeps the name they had.
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_key_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text')
    // The object's name when it happened: a deleted object is still named in its entries.
    .addColumn('subject_name', 'text')
    .addColumn('details', dialect.types.json)
    .addColumn('country', 'text')
    .addColumn('device', 'text')
    .execute();
  await db.schema
    .createIndex('audit_entry_workspace_time_idx')
    .on('audit_entry')
    .columns(['workspace_id', 'occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_entry_subject_idx')
    .on('audit_entry')
    .columns(['workspace_id', 'subject_type', 'subject_id'])
    .execute();
}

async function rebuildWorkspaceOnSqlite(db: Kysely<unknown>): Promise<void> {
  // Outside a transaction, as SQLite requires; the rebuild itself is one transaction.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN`.execute(db);
    try {
      await sql`CREATE TABLE workspace_rebuilt (
        id text PRIMARY KEY,
        name text NOT NULL,
        personal_user_id text REFERENCES "user"(id) ON DELETE CASCADE,
        created_at bigint NOT NULL
      )`.execute(db);
      await sql`INSERT INTO workspace_rebuilt (id, name, personal_user_id, created_at)
        SELECT id, name, owner_user_id, created_at FROM workspace`.execute(db);
      await sql`DROP TABLE workspace`.execute(db);
      await sql`ALTER TABLE workspace_rebuilt RENAME TO workspace`.execute(db);
      await sql`CREATE UNIQUE INDEX workspace_personal_idx ON workspace (personal_user_id)`.execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.rows)}`);
      await sql`COMMIT`.execute(db);
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
