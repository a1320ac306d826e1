import { Readable } from 'node:stream';
import { AUDIT_PAGE_DEFAULT, type AuditEntry, type AuditPage, type AuditQuery } from '../../../shared/audit.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { csvField } from '../../http/csv.js';
import { decodeCursor, encodeCursor } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { findAuditEntries, type AuditFilter, type AuditRow } from './audit.repo.js';

type Deps = Pick<AppContext, 'database'>;
const DAY_MS = 86_400_000;
const CSV_PAGE = 500;

export const AUDIT_CSV_HEADER = [
  'occurred_at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'action',
  'subject_type',
  'subject_id',
  'subject_name',
  'details',
  'country',
  'device',
].join(',');

function filterOf(viewer: Viewer, query: AuditQuery, limit: number): AuditFilter {
  return {
    workspaceId: viewer.workspace.id,
    actorUserId: query.actor,
    subjectType: query.subjectType,
    from: query.from ? Date.parse(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? Date.parse(`${query.to}T00:00:00Z`) + DAY_MS : undefined,
    before: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit,
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  const kind = row.actor_key_id ? 'api_key' : row.actor_user_id ? 'person' : 'product';
  return {
    id: row.id,
    occurredAt: msToIso(row.occurred_at),
    actor: {
      kind,
      id: row.actor_key_id ?? row.actor_user_id,
      name: row.actor_name,
      userId: row.actor_user_id,
    },
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id, name: row.subject_name },
    details: row.details,
    country: row.country,
    device: row.device,
  };
}

/** A page of the workspace's audit log, newest first, by person, kind of object and days. */
export async function listAuditEntries(deps: Deps, viewer: Viewer, query: AuditQuery): Promise<AuditPage> {
  const pageSize = query.limit ?? AUDIT_PAGE_DEFAULT;
  const rows = await findAuditEntries(deps.database.db, filterOf(viewer, query, pageSize + 1));
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toAuditEntry),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.occurred_at, id: last.id }) : null,
  };
}

/** The whole filtered log as CSV, read a page at a time as the client takes it. */
export function auditCsvStream(deps: Deps, viewer: Viewer, query: AuditQuery): Readable {
  async function* lines() {
    yield `${AUDIT_CSV_HEADER}\n`;
    let filter = filterOf(viewer, { ...query, cursor: undefined }, CSV_PAGE);
    for (;;) {
      const rows = await findAuditEntries(deps.database.db, filter);
      if (rows.length === 0) return;
      yield rows.map(csvLine).join('');
      const last = rows.at(-1);
      if (!last || rows.length < CSV_PAGE) return;
      filter = { ...filter, before: { createdAt: last.occurred_at, id: last.id } };
    }
  }
  return Readable.from(lines());
}

function csvLine(row: AuditRow): string {
  const entry = toAuditEntry(row);
  return `${[
    entry.occurredAt,
    entry.actor.kind,
    entry.actor.id,
    entry.actor.name,
    entry.action,
    entry.subject.type,
    entry.subject.id,
    entry.subject.name,
    JSON.stringify(entry.details),
    entry.country,
    entry.device,
  ]
    .map(csvField)
    .join(',')}\n`;
}
