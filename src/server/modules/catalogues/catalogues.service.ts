import type { PageTypeDto, QrTypeDto } from '../../../shared/catalogues.js';
import type { Db } from '../../db/database.js';
import { listPageTypes, listQrTypes } from './catalogues.repo.js';

/** The QR-type catalogue in display order; `name` is a translation key. */
export async function getQrTypes(db: Db): Promise<QrTypeDto[]> {
  const rows = await listQrTypes(db);
  return rows.map((row) => ({ id: row.id, name: row.name, qrClass: row.qr_class, order: row.sort_order }));
}

/** The page-type catalogue in display order; inactive types are listed so the picker can show them disabled. */
export async function getPageTypes(db: Db): Promise<PageTypeDto[]> {
  const rows = await listPageTypes(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    icon: row.icon,
    active: row.active,
    order: row.sort_order,
  }));
}
