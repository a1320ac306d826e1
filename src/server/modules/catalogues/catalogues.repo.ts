import type { Db } from '../../db/database.js';
import { readBool } from '../../db/dialect.js';

export async function listQrTypes(db: Db) {
  return db.selectFrom('qr_type').select(['id', 'name', 'qr_class', 'sort_order']).orderBy('sort_order').execute();
}

export async function listPageTypes(db: Db) {
  const rows = await db
    .selectFrom('page_type')
    .select(['id', 'name', 'icon', 'active', 'sort_order'])
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({ ...row, active: readBool(row.active) }));
}
