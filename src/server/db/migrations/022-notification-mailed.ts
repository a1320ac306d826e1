import type { Kysely } from 'kysely';

/**
 * `notification.mailed_at`: when a mail told of the notification (its instant mail or a digest), set in the
 * transaction that queues that mail. A run of the mail's job repeated after a crash (its commit done, the
 * scheduler's record of it not) finds the notification mailed and queues nothing: no mail goes out twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification').addColumn('mailed_at', 'bigint').execute();
}
