import { Readable } from 'node:stream';
import { CLICKS_LIMIT_DEFAULT, type Click, type ClicksQuery } from '../../../../shared/stats.js';
import type { AppContext } from '../../../app-context.js';
import type { DatabaseHandle } from '../../../db/database.js';
import type { Viewer } from '../../../http/kit/viewer.js';
import { toClick } from '../recording/click-types.js';
import { filterSql } from '../recording/click-dimensions.js';
import type { StatsSubject } from './item-union.js';
import { rowPace, type RowPace } from './row-pace.js';
import { latestClicks } from './stats.repo.js';
import { resolveSpan } from './stat-range.js';

type Deps = Pick<AppContext, 'database'>;
// Rows read at a time: a page is a few milliseconds of the redirect thread's time to pass on, and the next one
// waits until the client has taken this one, so 100,000 clicks never sit in memory at once.
const PAGE = 500;
// What a node's click streams pass together, at most (row-pace.ts): about a third of the redirect thread's time.
const STREAM_ROWS_PER_SECOND = 15_000;
// One pace per app (per database handle), so that two apps in one process (tests) never share one.
const paces = new WeakMap<DatabaseHandle, RowPace>();

function paceOf(database: DatabaseHandle): RowPace {
  let pace = paces.get(database);
  if (!pace) paces.set(database, (pace = rowPace(STREAM_ROWS_PER_SECOND)));
  return pace;
}

/**
 * The clicks of a subject's range (all time by default) that pass the filters, newest first, at most `limit`,
 * read page by page off the redirect thread (`database.readsOf` the viewer's workspace): each page is a read of its
 * own, so on PostgreSQL the next one queues behind other workspaces' reads, and one export never holds the
 * statistics' connections for its whole length.
 */
export async function* clicksOf(
  deps: Deps,
  viewer: Viewer,
  subject: StatsSubject,
  query: ClicksQuery,
  limit: number,
): AsyncGenerator<Click[]> {
  const { from, to } = resolveSpan(query, 'all', 0, Date.now());
  const filter = filterSql(query.filter ?? []);
  let before: { createdAt: number; id: number } | undefined;
  for (let left = limit; left > 0;) {
    await paceOf(deps.database).take(Math.min(PAGE, left));
    const rows = await latestClicks(deps.database.readsOf(viewer.workspace.id), subject, {
      from,
      to,
      filter,
      before,
      limit: Math.min(PAGE, left),
    });
    if (rows.length > 0) yield rows.map(toClick);
    const last = rows.at(-1);
    if (!last || rows.length < Math.min(PAGE, left)) return;
    left -= rows.length;
    before = { createdAt: Number(last.created_at), id: Number(last.id) };
  }
}

/** `{"items":[…]}` as a stream: the JSON of `GET …/clicks`, written as the pages come. */
export function clickListStream(deps: Deps, viewer: Viewer, subject: StatsSubject, query: ClicksQuery): Readable {
  async function* json() {
    yield '{"items":[';
    let first = true;
    for await (const clicks of clicksOf(deps, viewer, subject, query, query.limit ?? CLICKS_LIMIT_DEFAULT)) {
      const text = clicks.map((click) => JSON.stringify(click)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(json());
}
