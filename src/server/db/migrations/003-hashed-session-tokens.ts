import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

type SessionDb = Kysely<{ session: { id: string; token: string } }>;

// Sessions are read and rewritten this many at a time, so a large table never sits in memory whole.
const CHUNK = 500;
const HASHED = /^[0-9a-f]{64}$/;

/**
 * Session tokens are stored as their SHA-256 (modules/auth/hashed-session-tokens.ts) from now on. The tokens
 * already stored are hashed the same way, so everyone signed in stays signed in: their cookie still carries the
 * token, whose hash is now what the row holds. The hash is made here in JavaScript rather than in SQL, since
 * SQLite has no SHA-256; the function is repeated rather than imported so this file never changes with the app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sessions = db as unknown as SessionDb;
  let after = '';
  for (;;) {
    const rows = await sessions
      .selectFrom('session')
      .select(['id', 'token'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      if (HASHED.test(row.token)) continue;
      const hash = createHash('sha256').update(row.token).digest('hex');
      await sessions.updateTable('session').set({ token: hash }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}
