import type { Db } from '../../../db/database.js';
import { namesOf } from './stats.repo.js';

/** A subject's count over a range, with its name (a summary's "top links"). */
export interface TopItem {
  id: string;
  name: string;
  count: number;
}

export interface RangeFigures {
  clicks: number;
  scans: number;
  topLinks: TopItem[];
  topCodes: TopItem[];
}

const TOP = 3;

/**
 * A workspace's clicks and scans in [from, to), and its most clicked links and most scanned codes, counted from the
 * click rows (a week is a few thousand rows per workspace at most; the rollups would need UTC-aligned edges, a
 * summary's week starts at 09:00 in the reader's zone).
 */
export async function rangeFigures(db: Db, workspaceId: string, [from, to]: [number, number]): Promise<RangeFigures> {
  const inRange = db
    .selectFrom('link_statistic')
    .where('workspace_id', '=', workspaceId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  const [totals, links, codes] = await Promise.all([
    inRange
      .select((eb) => [eb.fn.countAll<number>().as('clicks'), eb.fn.count<number>('qr_id').as('scans')])
      .executeTakeFirst(),
    inRange
      .select((eb) => ['link_id as id', eb.fn.countAll<number>().as('count')])
      .where('link_id', 'is not', null)
      .groupBy('link_id')
      .orderBy('count', 'desc')
      .limit(TOP)
      .execute(),
    inRange
      .select((eb) => ['qr_id as id', eb.fn.countAll<number>().as('count')])
      .where('qr_id', 'is not', null)
      .groupBy('qr_id')
      .orderBy('count', 'desc')
      .limit(TOP)
      .execute(),
  ]);
  const named = async (kind: 'link' | 'qr', rows: Array<{ id: string | null; count: number }>) => {
    const names = await namesOf(
      db,
      workspaceId,
      kind,
      rows.map((row) => row.id ?? ''),
    );
    return rows
      .filter((row) => row.id !== null && names.has(row.id))
      .map((row) => ({ id: row.id ?? '', name: names.get(row.id ?? '') ?? '', count: Number(row.count) }));
  };
  return {
    clicks: Number(totals?.clicks ?? 0),
    scans: Number(totals?.scans ?? 0),
    topLinks: await named('link', links),
    topCodes: await named('qr', codes),
  };
}
