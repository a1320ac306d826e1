import type { Transaction } from 'kysely';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { DomainEvent, EventType } from '../../events/catalogue.js';
import type { TransactionRecorder } from '../../events/event-flow.js';
import { insertAuditEntries, lastKnownName, type AuditRow } from './audit.repo.js';

type Trx = Transaction<Database>;

/**
 * Facts that are not a person's doing in the workspace (traffic, notifications, a webhook endpoint's health, which the
 * webhook thread publishes and its notices tell), and the workspace's own deletion, which takes its log with it.
 */
const NOT_AUDITED: ReadonlySet<EventType> = new Set([
  'clicks.stored',
  'feedback.response',
  'notifications.changed',
  'page_views.stored',
  'webhook.failing',
  'webhook.disabled',
  'workspace.deleted',
]);

/** Where the name of each kind of object lives, for the entry to keep it. */
const NAME_COLUMNS = {
  link: ['link', 'name'],
  qr_code: ['qr', 'name'],
  qr_template: ['qr_template', 'name'],
  campaign: ['campaign', 'name'],
  location: ['location', 'name'],
  tag: ['tag', 'name'],
  utm_template: ['utm_template', 'name'],
  page: ['page', 'name'],
  media: ['media', 'file_name'],
  form: ['feedback', 'name'],
  question: ['question', 'text'],
  event: ['event', 'name'],
  api_key: ['api_key', 'name'],
  workspace: ['workspace', 'name'],
  member: ['user', 'full_name'],
  webhook: ['webhook_endpoint', 'url'],
} as const;

/**
 * Writes an audit entry for each change a person (or a key) made, in the change's own transaction: no change is
 * committed without its entry. Who (their name at the time), what, which object (its name at the time; a deleted
 * one by its last entry), and where from (country and device, never the address).
 */
export function auditRecorder(): TransactionRecorder {
  return async (trx, events) => {
    const rows: AuditRow[] = [];
    for (const event of events) {
      if (NOT_AUDITED.has(event.type)) continue;
      rows.push(await entryOf(trx, event));
    }
    await insertAuditEntries(trx, rows);
  };
}

async function entryOf(trx: Trx, event: DomainEvent): Promise<AuditRow> {
  const subjectType = event.type.slice(0, event.type.indexOf('.'));
  const data = event.data as Record<string, unknown>;
  const subjectId = typeof data.id === 'string' ? data.id : null;
  const { id: _id, ...details } = data;
  return {
    id: newId(),
    workspace_id: event.workspaceId,
    occurred_at: event.occurredAt,
    actor_user_id: event.actor?.userId ?? null,
    actor_key_id: event.actor?.apiKeyId ?? null,
    actor_name: await actorName(trx, event),
    action: event.type,
    subject_type: subjectType,
    subject_id: subjectId,
    subject_name: await subjectName(trx, event, subjectType, subjectId, data),
    details,
    country: event.actor?.country ?? null,
    device: event.actor?.device ?? null,
  };
}

async function actorName(trx: Trx, event: DomainEvent): Promise<string | null> {
  const actor = event.actor;
  if (actor?.apiKeyId) return (await nameIn(trx, 'api_key', actor.apiKeyId)) ?? null;
  if (actor?.userId) return (await nameIn(trx, 'member', actor.userId)) ?? null;
  return null;
}

async function subjectName(
  trx: Trx,
  event: Pick<DomainEvent, 'workspaceId'>,
  subjectType: string,
  subjectId: string | null,
  data: Record<string, unknown>,
): Promise<string | null> {
  if (typeof data.name === 'string') return data.name;
  if (typeof data.email === 'string') return data.email;
  if (!subjectId) return null;
  // Still there (a removed member is still a person), else gone with the change: named by its last entry.
  const current = await nameIn(trx, subjectType, subjectId);
  return current !== undefined ? current : lastKnownName(trx, event.workspaceId, subjectType, subjectId);
}

/** The object's name now, or undefined when it has no name column or is gone. */
async function nameIn(trx: Trx, subjectType: string, id: string): Promise<string | null | undefined> {
  const place = NAME_COLUMNS[subjectType as keyof typeof NAME_COLUMNS];
  if (!place) return undefined;
  const [table, column] = place;
  // The table and column come from the list above, never from input.
  const db = trx as unknown as Transaction<Record<string, Record<string, string>>>;
  const row = await db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
  return row ? (row[column] ?? null) : undefined;
}
