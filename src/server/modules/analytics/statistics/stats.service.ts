import {
  BREAKDOWNS,
  type Breakdown,
  type FilterDimension,
  type BreakdownRow,
  filterValue,
  splitBreakdownValue,
  type SubjectStats,
  type StatFilter,
  type StatsQuery,
  type StatsSummary,
} from '../../../../shared/stats.js';
import type { Db } from '../../../db/database.js';
import { msToIso } from '../../../db/dialect.js';
import { httpErrors } from '../../../http/errors.js';
import type { Viewer } from '../../../http/kit/viewer.js';
import { filterSql } from '../recording/click-dimensions.js';
import { routeLabels, routeOutcomes } from '../../smart/index.js';
import { rolledUntil } from '../recording/rollups.repo.js';
import { DAY_MS } from '../recording/visitor-hash.js';
import type { Subject } from '../recording/subjects.js';
import type { StatsSubject } from './item-union.js';
import { unionFirstClickAt } from './item-union.repo.js';
import { splitRange, type Span } from './range-parts.js';
import * as repo from './stats.repo.js';
import { resolveRange } from './stat-range.js';
import { bucketIndex, bucketStarts, ZoneClock } from './time-buckets.js';
import type { AppContext } from '../../../app-context.js';

type Deps = Pick<AppContext, 'database' | 'config'>;
const BREAKDOWN_ROWS = 100;

// A breakdown by link says nothing on one link's (or one QR code's) page, one by QR code nothing on a code's.
const BREAKDOWNS_OF: Record<Subject['kind'], readonly Breakdown[]> = {
  link: BREAKDOWNS.filter((dimension) => dimension !== 'link'),
  qr: BREAKDOWNS.filter((dimension) => dimension !== 'link' && dimension !== 'qr'),
  campaign: BREAKDOWNS,
  location: BREAKDOWNS,
  workspace: BREAKDOWNS,
};

/**
 * The statistics of a subject (subjects.ts) that has existed since `createdAt`, for the modules that own subjects:
 * the range's figures, the period of the same length before it, and the all-time totals. Every read goes through
 * `database.readsOf` the viewer's workspace (on SQLite a thread of its own, so that no statistics request holds a
 * redirect; on PostgreSQL connections of their own, shared fairly between workspaces).
 */
export async function subjectStats(
  deps: Deps,
  viewer: Viewer,
  subject: StatsSubject,
  createdAt: number,
  query: StatsQuery,
): Promise<SubjectStats> {
  const db = deps.database.readsOf(viewer.workspace.id);
  const filters = query.filter ?? [];
  await checkItemFilters(deps, viewer, filters);
  const now = Date.now();
  const firstClick = query.range !== 'all' ? null : await firstClickOf(db, subject);
  const span = resolveRange(query, Math.min(firstClick ?? Infinity, createdAt), now);
  const starts = bucketStarts(new ZoneClock(span.tz), span.from, span.to, span.interval);
  const until = await rolledUntil(db);
  const dimensions = BREAKDOWNS_OF[subject.kind];
  const [current, previous, allTime] = await Promise.all([
    figuresOf(db, subject, [span.from, span.to], until, { filters, dimensions, starts }),
    figuresOf(db, subject, [2 * span.from - span.to, span.from], until, { filters, dimensions: [], starts: null }),
    allTimeOf(db, subject, until),
  ]);
  const breakdowns = Object.fromEntries(
    BREAKDOWNS.map((dimension) => [dimension, topRows(dimension, current.tallies.get(dimension))]),
  ) as Record<Breakdown, BreakdownRow[]>;
  await Promise.all([
    labelRows(breakdowns.link, (ids) => repo.namesOf(deps.database.db, viewer.workspace.id, 'link', ids)),
    labelRows(breakdowns.qr, (ids) => repo.namesOf(deps.database.db, viewer.workspace.id, 'qr', ids)),
    labelRows(breakdowns.route, (ids) => routeLabels(deps.database.db, viewer.workspace.id, ids)),
    addRouteOutcomes(deps.database.db, viewer.workspace.id, breakdowns.route, [span.from, span.to]),
  ]);
  return {
    range: span.range,
    from: msToIso(span.from),
    to: msToIso(span.to),
    tz: span.tz,
    interval: span.interval,
    allTime,
    totals: totalOf(current.tallies),
    previous: totalOf(previous.tallies),
    series: starts.map((start, index) => ({ start: msToIso(start), ...(current.series[index] as repo.Tally) })),
    breakdowns,
  };
}

/**
 * The home screen's figures of a subject: today since the viewer's midnight against yesterday until the same time,
 * and the last 7 and 30 days against the periods of the same length before them. Totals only: from the rollups.
 */
export async function subjectSummary(
  deps: Deps,
  viewer: Viewer,
  subject: StatsSubject,
  tz: string | undefined,
): Promise<StatsSummary> {
  const db = deps.database.readsOf(viewer.workspace.id);
  const zone = tz ?? 'UTC';
  const now = Date.now();
  const end = now + 1;
  const midnight = bucketStarts(new ZoneClock(zone), now, end, 'day')[0] ?? end - DAY_MS;
  const until = await rolledUntil(db);
  const totals = async (span: Span) => {
    const { tallies } = await figuresOf(db, subject, span, until, {
      filters: [],
      dimensions: ['source'],
      starts: null,
    });
    return { ...totalOf(tallies), scans: tallies.get('source')?.get('qr')?.clicks ?? 0 };
  };
  const change = async (current: Span, previous: Span) => {
    const [inRange, before] = await Promise.all([totals(current), totals(previous)]);
    return { ...inRange, previous: before };
  };
  const [today, last7Days, last30Days] = await Promise.all([
    change([midnight, end], [midnight - DAY_MS, end - DAY_MS]),
    change([end - 7 * DAY_MS, end], [end - 14 * DAY_MS, end - 7 * DAY_MS]),
    change([end - 30 * DAY_MS, end], [end - 60 * DAY_MS, end - 30 * DAY_MS]),
  ]);
  return { tz: zone, today, last7Days, last30Days };
}

interface Figures {
  /** Per dimension, per encoded value. */
  tallies: Map<string, Map<string, repo.Tally>>;
  /** Per point of `starts`. */
  series: repo.Tally[];
}

/**
 * The figures of [from, to). Without filters, whole rolled-up days and hours come from the rollups and only the
 * rest (partial hours at the edges, clicks not rolled up yet) from the click rows; so a million clicks cost about
 * what ten do. The rollups count each breakdown on its own, so a filtered view adds up the matching rows.
 */
async function figuresOf(
  db: Db,
  subject: StatsSubject,
  [from, to]: Span,
  rolledUntilMark: number,
  options: { filters: StatFilter[]; dimensions: readonly Breakdown[]; starts: number[] | null },
): Promise<Figures> {
  const { filters, dimensions, starts } = options;
  const filter = filterSql(filters);
  // A union's rollups would count a click of two of its items twice, and the items' rollups cannot say which.
  const parts =
    filter || subject.union
      ? { days: null, hours: [], rows: [[from, to] as Span], rolled: null }
      : splitRange(from, to, rolledUntilMark);
  const totalOnly = dimensions.length === 0;
  const [daily, hourly, rolledSeries, rows] = await Promise.all([
    parts.days ? repo.dailyBreakdowns(db, subject, parts.days, totalOnly) : [],
    repo.hourlyBreakdowns(db, subject, parts.hours, totalOnly),
    parts.rolled && starts ? repo.seriesFromBuckets(db, subject, starts, parts.rolled) : [],
    repo.rowFigures(db, subject, parts.rows, { filter, dimensions, buckets: starts !== null }),
  ]);

  const tallies = new Map<string, Map<string, repo.Tally>>();
  for (const row of [...daily, ...hourly, ...rows.tallies]) {
    const values = tallies.get(row.dimension) ?? new Map<string, repo.Tally>();
    const tally = values.get(row.value) ?? { clicks: 0, uniques: 0 };
    tally.clicks += row.clicks;
    tally.uniques += row.uniques;
    values.set(row.value, tally);
    tallies.set(row.dimension, values);
  }
  const series = (starts ?? []).map(() => ({ clicks: 0, uniques: 0 }));
  for (const [index, tally] of rolledSeries) series[index] = { ...tally };
  for (const [bucketStart, tally] of rows.buckets) {
    // A bucket cut by the range's start holds only clicks from `from` on: they belong to the first point.
    const point = series[bucketIndex(starts ?? [], Math.max(bucketStart, from))];
    if (!point) continue;
    point.clicks += tally.clicks;
    point.uniques += tally.uniques;
  }
  return { tallies, series };
}

function firstClickOf(db: Db, subject: StatsSubject): Promise<number | null> {
  return subject.union ? unionFirstClickAt(db, subject.union) : repo.firstClickAt(db, subject);
}

/** All-time figures: a union's from its rows (its window bounds them), any other subject's from its rollups. */
async function allTimeOf(db: Db, subject: StatsSubject, until: number): Promise<repo.Tally> {
  if (!subject.union) return repo.allTimeTotals(db, subject, until);
  const everything: Span = [0, Number.MAX_SAFE_INTEGER];
  const { tallies } = await figuresOf(db, subject, everything, until, { filters: [], dimensions: [], starts: null });
  return totalOf(tallies);
}

function totalOf(tallies: Figures['tallies']): repo.Tally {
  const total = tallies.get('total')?.get('');
  return { clicks: total?.clicks ?? 0, uniques: total?.uniques ?? 0 };
}

function topRows(dimension: Breakdown, values: Map<string, repo.Tally> | undefined): BreakdownRow[] {
  if (!values) return [];
  return [...values]
    .sort((a, b) => b[1].clicks - a[1].clicks || a[0].localeCompare(b[0]))
    .slice(0, BREAKDOWN_ROWS)
    .map(([value, tally]) => ({
      ...splitBreakdownValue(dimension, value),
      clicks: tally.clicks,
      uniques: tally.uniques,
    }));
}

/**
 * A filter on a link or a QR code names one of the workspace's (a QR code filter may also be '' for direct clicks);
 * any other id is a field error, not an empty view.
 */
async function checkItemFilters(deps: Deps, viewer: Viewer, filters: StatFilter[]): Promise<void> {
  const idsOf = (dimension: FilterDimension) =>
    filters.filter((filter) => filter.dimension === dimension && filter.value !== '').map(filterValue);
  const [links, qrCodes, tags] = await Promise.all([
    repo.namesOf(deps.database.db, viewer.workspace.id, 'link', idsOf('link')),
    repo.namesOf(deps.database.db, viewer.workspace.id, 'qr', idsOf('qr')),
    repo.namesOf(deps.database.db, viewer.workspace.id, 'tag', idsOf('tag')),
  ]);
  const known = (filter: StatFilter) =>
    filter.dimension === 'link'
      ? links.has(filter.value)
      : filter.dimension === 'qr'
        ? filter.value === '' || qrCodes.has(filter.value)
        : filter.dimension === 'tag'
          ? tags.has(filter.value)
          : true;
  const fields = filters.flatMap((filter, index) =>
    known(filter) ? [] : [{ path: `filter.${index}`, code: 'invalid_filter_value', message: 'invalid_filter_value' }],
  );
  if (fields.length > 0) throw httpErrors.validation(fields);
}

/** Rule and variant rows carry the responses and page views they brought to this server's forms and pages. */
async function addRouteOutcomes(
  db: Db,
  workspaceId: string,
  rows: BreakdownRow[],
  span: readonly [number, number],
): Promise<void> {
  const ids = rows.flatMap((row) => (row.value ? [row.value] : []));
  const outcomes = await routeOutcomes(db, workspaceId, ids, span);
  for (const row of rows) {
    const outcome = row.value ? outcomes.get(row.value) : undefined;
    if (outcome?.responses) row.responses = outcome.responses;
    if (outcome?.views) row.views = outcome.views;
  }
}

/**
 * Link and QR code rows carry the item's name; one deleted since keeps its clicks in the workspace, without a name.
 */
async function labelRows(
  rows: BreakdownRow[],
  namesOf: (ids: string[]) => Promise<Map<string, string>>,
): Promise<void> {
  const ids = rows.flatMap((row) => (row.value ? [row.value] : []));
  if (ids.length === 0) return;
  const names = await namesOf(ids);
  for (const row of rows) {
    const name = row.value ? names.get(row.value) : undefined;
    if (name !== undefined) row.label = name;
  }
}
