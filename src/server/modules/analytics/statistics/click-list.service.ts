import { Readable } from 'node:stream';
import { CLICKS_LIMIT_DEFAULT, type Click, type ClicksQuery } from '../../../../shared/stats.js';
import type { AppContext } from '../../../app-context.js';
import { toClick } from '../recording/click-types.js';
import { filterSql } from '../recording/click-dimensions.js';
import type { StatsSubject } from './item-union.js';
import { latestClicks } from './stats.repo.js';
import { resolveSpan } from './stat-range.js';

type Deps = Pick<AppContext, 'database'>;
// Rows read at a time: a page is a few milliseconds of the redirect thread's time to pass on, and the next one
// waits until the client has taken this one, so 100,000 clicks never sit in memory at once.
const PAGE = 500;

/**
 * The clicks of a subject's range (all time by default) that pass the filters, newest first, at most `limit`,
 * read page by page off the redirect thread (`database.reads`).
 */
export async function* clicksOf(
  deps: Deps,
  subject: StatsSubject,
  query: ClicksQuery,
  limit: number,
): AsyncGenerator<Click[]> {
  const { from, to } = resolveSpan(query, 'all', 0, Date.now());
  const filter = filterSql(query.filter ?? []);
  let before: { createdAt: number; id: number } | undefined;
  for (let left = limit; left > 0;) {
    const rows = await latestClicks(deps.database.reads, subject, {
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
export function clickListStream(deps: Deps, subject: StatsSubject, query: ClicksQuery): Readable {
  async function* json() {
    yield '{"items":[';
    let first = true;
    for await (const clicks of clicksOf(deps, subject, query, query.limit ?? CLICKS_LIMIT_DEFAULT)) {
      const text = clicks.map((click) => JSON.stringify(click)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(json());
}
