import { Readable } from 'node:stream';
import { CLICKS_LIMIT_DEFAULT, type Click, type ClicksQuery } from '../../../shared/stats.js';
import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { toClick } from '../clicks/click-types.js';
import { getLinkOrThrow } from '../links/links.service.js';
import { latestClicks } from './stats.repo.js';
import { resolveSpan } from './stat-range.js';

type Deps = Pick<AppContext, 'database' | 'config'>;
const CSV_PAGE = 5_000;
const CSV_COLUMNS: Array<keyof Click> = [
  'createdAt',
  'country',
  'region',
  'city',
  'timezone',
  'org',
  'deviceType',
  'deviceVendor',
  'deviceModel',
  'browserName',
  'browserVersion',
  'osName',
  'osVersion',
  'referrer',
  'qrId',
];

/** The newest clicks of a link (all time unless a range is given), at most `limit` (≤ 100,000). */
export async function listClicks(deps: Deps, viewer: Viewer, linkId: string, query: ClicksQuery) {
  const link = await getLinkOrThrow(deps, viewer, linkId);
  const { from, to } = resolveSpan(query, 'all', 0, Date.now());
  const rows = await latestClicks(
    deps.database.db,
    { kind: 'link', id: link.id },
    { from, to, limit: query.limit ?? CLICKS_LIMIT_DEFAULT },
  );
  return { items: rows.map(toClick) };
}

/**
 * Every click of the range as CSV, streamed page by page so a million rows never sit in memory. The link is checked
 * before the first byte, so a foreign or unknown link is a normal 404.
 */
export async function exportClicksCsv(deps: Deps, viewer: Viewer, linkId: string, query: ClicksQuery) {
  const link = await getLinkOrThrow(deps, viewer, linkId);
  const { from, to } = resolveSpan(query, 'all', 0, Date.now());
  const db = deps.database.db;
  async function* lines() {
    yield `${CSV_COLUMNS.map(snakeCase).join(',')}\r\n`;
    let before: { createdAt: number; id: number } | undefined;
    for (;;) {
      const rows = await latestClicks(db, { kind: 'link', id: link.id }, { from, to, limit: CSV_PAGE, before });
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(toClick(row))).join('');
      const last = rows.at(-1);
      if (!last || rows.length < CSV_PAGE) return;
      before = { createdAt: Number(last.created_at), id: Number(last.id) };
    }
  }
  return { link, stream: Readable.from(lines()) };
}

function csvLine(click: Click): string {
  return `${CSV_COLUMNS.map((column) => csvField(click[column])).join(',')}\r\n`;
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

// Quotes what needs quoting, and defuses cells a spreadsheet would run as a formula (=, +, -, @ at the start).
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
