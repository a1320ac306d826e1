import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/adapters';

/** What the session table stores for a token: its SHA-256 in hex. The cookie alone carries the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type Row = Record<string, unknown>;

/**
 * Wraps better-auth's database adapter so session tokens are written and looked up as hashes (docs/product.md,
 * Qualities: sessions stored hashed). A copy of the database — a backup, a read replica, an SQL injection elsewhere —
 * then holds nothing that signs anyone in. better-auth still sees the raw token in every row it asked for by token (it
 * sets the cookie from the row it gets back), so nothing else changes; rows found by other means (a user's session
 * list) carry the hash, which opens nothing.
 */
export function withHashedSessionTokens<A extends DBAdapter | DBTransactionAdapter>(adapter: A): A {
  return {
    ...adapter,
    create: async (data) => {
      if (data.model !== 'session' || typeof (data.data as Row).token !== 'string') return adapter.create(data);
      const token = (data.data as Row).token as string;
      const row = await adapter.create({ ...data, data: { ...data.data, token: hashSessionToken(token) } });
      return restoreTokens(row, new Map([[hashSessionToken(token), token]]));
    },
    findOne: async (data) => {
      const { where, raw } = hashWhere(data.model, data.where);
      return restoreTokens(await adapter.findOne({ ...data, where }), raw);
    },
    findMany: async (data) => {
      const { where, raw } = hashWhere(data.model, data.where);
      const rows = await adapter.findMany({ ...data, ...(where ? { where } : {}) });
      return rows.map((row) => restoreTokens(row, raw));
    },
    count: (data) => adapter.count({ ...data, where: hashWhere(data.model, data.where).where }),
    update: async (data) => {
      const { where, raw } = hashWhere(data.model, data.where);
      return restoreTokens(await adapter.update({ ...data, where, update: hashUpdate(data.model, data.update) }), raw);
    },
    updateMany: (data) =>
      adapter.updateMany({
        ...data,
        where: hashWhere(data.model, data.where).where,
        update: hashUpdate(data.model, data.update),
      }),
    delete: (data) => adapter.delete({ ...data, where: hashWhere(data.model, data.where).where }),
    deleteMany: (data) => adapter.deleteMany({ ...data, where: hashWhere(data.model, data.where).where }),
    consumeOne: async (data) => {
      const { where, raw } = hashWhere(data.model, data.where);
      return restoreTokens(await adapter.consumeOne({ ...data, where }), raw);
    },
    incrementOne: async (data) => {
      const { where, raw } = hashWhere(data.model, data.where);
      return restoreTokens(await adapter.incrementOne({ ...data, where }), raw);
    },
    ...('transaction' in adapter
      ? {
          transaction: (callback: (trx: DBTransactionAdapter) => Promise<unknown>) =>
            adapter.transaction((trx) => callback(withHashedSessionTokens(trx))),
        }
      : {}),
  } as A;
}

// A condition on the session's token is asked of its hash; `raw` maps each hash back to the token asked for.
function hashWhere<W extends Where[] | undefined>(model: string, where: W): { where: W; raw: Map<string, string> } {
  const raw = new Map<string, string>();
  if (model !== 'session' || !where) return { where, raw };
  const hashed = where.map((clause) => {
    if (clause.field !== 'token') return clause;
    const hashOne = (token: string) => {
      const hash = hashSessionToken(token);
      raw.set(hash, token);
      return hash;
    };
    if (typeof clause.value === 'string') return { ...clause, value: hashOne(clause.value) };
    if (Array.isArray(clause.value)) return { ...clause, value: clause.value.map((token) => hashOne(String(token))) };
    return clause;
  });
  return { where: hashed as W, raw };
}

function hashUpdate(model: string, update: Record<string, unknown>): Record<string, unknown> {
  if (model !== 'session' || typeof update.token !== 'string') return update;
  return { ...update, token: hashSessionToken(update.token) };
}

function restoreTokens<T>(row: T, raw: Map<string, string>): T {
  if (raw.size === 0 || !row || typeof row !== 'object') return row;
  const token = (row as Row).token;
  const original = typeof token === 'string' ? raw.get(token) : undefined;
  return original === undefined ? row : { ...row, token: original };
}
