import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { DAY_MS } from '../recording/visitor-hash.js';
import type { ItemUnion } from './item-union.js';

/** The click rows of the union: those that name one of its items, within its window. */
export function unionCondition(union: ItemUnion): RawBuilder<boolean> {
  const items = [
    ...(union.linkIds.length > 0 ? [sql`link_id in (${sql.join([...union.linkIds])})`] : []),
    ...(union.qrIds.length > 0 ? [sql`qr_id in (${sql.join([...union.qrIds])})`] : []),
  ];
  // A campaign with no item counts nothing.
  if (items.length === 0) return sql<boolean>`1 = 0`;
  const window = [
    ...(union.startsAt !== null ? [sql`created_at >= ${union.startsAt}`] : []),
    ...(union.endsAt !== null ? [sql`created_at < ${union.endsAt}`] : []),
  ];
  return sql<boolean>`(${sql.join(items, sql` or `)})${window.length > 0 ? sql` and ${sql.join(window, sql` and `)}` : sql``}`;
}

/**
 * The union's rows of [from, to), each with `visit`: its place among its visitor's clicks of the UTC day in the
 * union (1: a first visit, a unique). The writer's per-subject bit cannot say it — a visitor of two items is a first
 * visit on each — so it is ranked here, from the start of `from`'s day, so that a visit earlier that day still
 * counts as the first.
 */
export function rankedUnionRows(union: ItemUnion, [from, to]: [number, number]): RawBuilder<unknown> {
  const dayStart = from - (from % DAY_MS);
  return sql`select link_statistic.*, row_number() over (
      partition by visitor_hash, created_at - (created_at % ${sql.lit(DAY_MS)}) order by created_at, id
    ) as visit
    from link_statistic
    where ${unionCondition(union)} and created_at >= ${dayStart} and created_at < ${to}`;
}

/** The time of the union's first click, for the "all" range. */
export async function unionFirstClickAt(db: Db, union: ItemUnion): Promise<number | null> {
  const { rows } = await sql<{ first: unknown }>`
    select min(created_at) as first from link_statistic where ${unionCondition(union)}`.execute(db);
  const first = rows[0]?.first;
  return first === null || first === undefined ? null : Number(first);
}

/** All-time clicks of each union (a list page's campaigns), one count each. */
export async function unionClicksOf(db: Db, unions: ReadonlyMap<string, ItemUnion>): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const [id, union] of unions) {
    const { rows } = await sql<{ clicks: unknown }>`
      select count(*) as clicks from link_statistic where ${unionCondition(union)}`.execute(db);
    totals.set(id, Number(rows[0]?.clicks ?? 0));
  }
  return totals;
}
