import { PAGE_TYPES, QR_TYPES, pageTypeLabel, qrTypeLabel } from '../../shared/catalogues.js';
import type { Db } from './database.js';
import type { Dialect } from './dialect.js';

/**
 * Idempotent: inserts missing catalogue entries and refreshes names, icons and order. A page type's `active`
 * flag is set only when the row is first made, so an administrator who switched a type off keeps it off.
 */
export async function seedCatalogues(db: Db, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, type] of QR_TYPES.entries()) {
      await trx
        .insertInto('qr_type')
        .values({ id: type.id, name: qrTypeLabel(type.id), qr_class: type.qrClass, sort_order: index + 1 })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ name: qrTypeLabel(type.id), qr_class: type.qrClass, sort_order: index + 1 }),
        )
        .execute();
    }
    for (const [index, type] of PAGE_TYPES.entries()) {
      await trx
        .insertInto('page_type')
        .values({
          id: type.id,
          name: pageTypeLabel(type.id),
          icon: type.icon,
          active: dialect.bool(true),
          sort_order: index + 1,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ name: pageTypeLabel(type.id), icon: type.icon, sort_order: index + 1 }),
        )
        .execute();
    }
  });
}
