import type {
  CreateEventInput,
  EventItem,
  EventList,
  EventStatistics,
  EventStatisticsQuery,
  UpdateEventInput,
} from '../../../shared/events.js';
import type { FieldIssue } from '../../../shared/errors.js';
import type { ListQuery } from '../../../shared/list.js';
import { isTimeZone } from '../../../shared/stat-values.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { formStatistics } from '../feedback/index.js';
import * as repo from './events.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

export const eventErrors = {
  notFound: () => httpErrors.notFound('event'),
};

const isoOrNull = (ms: number | null) => (ms === null ? null : msToIso(ms));
const msOrNull = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

function toEvent(row: repo.EventRow, forms: readonly repo.LinkedForm[]): EventItem {
  return {
    id: row.id,
    name: row.name,
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    locationId: row.location_id,
    locationName: row.location_name,
    forms: forms.filter((form) => form.event_id === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

/** Lists the workspace's events, newest first, optionally by name, each with its linked forms. */
export async function listEvents(deps: Deps, viewer: Viewer, query: ListQuery): Promise<EventList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.events.list(deps.database, viewer.workspace.id, options);
  const forms = await repo.formsOfEvents(
    deps.database.db,
    rows.slice(0, pageSize).map((row) => row.id),
  );
  return toPage(rows, pageSize, (row) => toEvent(row, forms));
}

async function eventRowOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<repo.EventRow> {
  const row = await repo.events.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw eventErrors.notFound();
  return row;
}

/** One event of the viewer's workspace with its forms, or 404 (also for another workspace's). */
export async function getEventOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<EventItem> {
  const row = await eventRowOrThrow(deps, viewer, id);
  return toEvent(row, await repo.formsOfEvents(deps.database.db, [id]));
}

/**
 * The location and forms an event names, checked against the workspace: another workspace's are as unknown as
 * ones that do not exist. Each unknown form is named by its place in the list (`feedbackIds.2`).
 */
async function referenceIssues(
  deps: Deps,
  viewer: Viewer,
  input: { locationId?: string | null; feedbackIds?: string[] },
): Promise<FieldIssue[]> {
  const { db } = deps.database;
  const issues: FieldIssue[] = [];
  if (input.locationId && !(await repo.locationOwnedBy(db, viewer.workspace.id, input.locationId))) {
    issues.push({ path: 'locationId', code: 'not_found', message: 'not_found' });
  }
  const ids = input.feedbackIds ?? [];
  const owned = await repo.formsOwnedBy(db, viewer.workspace.id, ids);
  ids.forEach((id, index) => {
    if (!owned.has(id)) issues.push({ path: `feedbackIds.${index}`, code: 'not_found', message: 'not_found' });
  });
  return issues;
}

// The schema compares the ends a request sends; a change of one end is compared here with the stored other one.
function windowIssues(startsAt: number | null, endsAt: number | null): FieldIssue[] {
  return startsAt !== null && endsAt !== null && endsAt < startsAt
    ? [{ path: 'endsAt', code: 'range_end_before_start', message: 'range_end_before_start' }]
    : [];
}

/** Creates an event and links its forms (a form named twice is linked once), all in one transaction. */
export async function createEvent(deps: Deps, viewer: Viewer, input: CreateEventInput): Promise<EventItem> {
  const issues = await referenceIssues(deps, viewer, input);
  if (issues.length > 0) throw httpErrors.validation(issues);
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.events.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      starts_at: msOrNull(input.startsAt),
      ends_at: msOrNull(input.endsAt),
      location_id: input.locationId ?? null,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceForms(trx, id, [...new Set(input.feedbackIds ?? [])]);
    publish(newEvent('event.created', viewer, { id }));
  });
  return getEventOrThrow(deps, viewer, id);
}

/**
 * Changes an event: a new start or end is checked against the other end as it will be (sent or stored), and
 * `feedbackIds` replaces the whole list of forms; the event and its links change together or not at all.
 */
export async function updateEvent(deps: Deps, viewer: Viewer, id: string, input: UpdateEventInput): Promise<EventItem> {
  const row = await eventRowOrThrow(deps, viewer, id);
  const startsAt = input.startsAt !== undefined ? msOrNull(input.startsAt) : row.starts_at;
  const endsAt = input.endsAt !== undefined ? msOrNull(input.endsAt) : row.ends_at;
  const issues = [...windowIssues(startsAt, endsAt), ...(await referenceIssues(deps, viewer, input))];
  if (issues.length > 0) throw httpErrors.validation(issues);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.events.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.startsAt !== undefined && { starts_at: startsAt }),
      ...(input.endsAt !== undefined && { ends_at: endsAt }),
      ...(input.locationId !== undefined && { location_id: input.locationId }),
      updated_at: Date.now(),
    });
    if (input.feedbackIds !== undefined) await repo.replaceForms(trx, id, [...new Set(input.feedbackIds)]);
    publish(newEvent('event.updated', viewer, { id, changed: changedFields(input) }));
  });
  return getEventOrThrow(deps, viewer, id);
}

/** Deletes an event; its forms stay, and their responses given for it keep their answers (without the event). */
export async function deleteEvent(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await repo.events.delete(trx, viewer.workspace.id, id))) throw eventErrors.notFound();
    publish(newEvent('event.deleted', viewer, { id }));
  });
}

/**
 * Each linked form's statistics over the event's window (an open end is open), and the sum of their responses.
 * The forms are read one after another: the statistics reads take one connection at a time anyway.
 */
export async function eventStatistics(
  deps: Pick<AppContext, 'database' | 'config'>,
  viewer: Viewer,
  id: string,
  query: EventStatisticsQuery,
): Promise<EventStatistics> {
  const event = await getEventOrThrow(deps, viewer, id);
  // Checked here too, not only by each form's statistics: an event without forms refuses a wrong zone all the same.
  if (query.tz && !isTimeZone(query.tz)) {
    throw httpErrors.validation([{ path: 'tz', code: 'invalid_time_zone', message: 'invalid_time_zone' }]);
  }
  const window = {
    ...(event.startsAt && { fromMs: Date.parse(event.startsAt) }),
    ...(event.endsAt && { toMs: Date.parse(event.endsAt) }),
    tz: query.tz ?? 'UTC',
  };
  const forms = [];
  for (const form of event.forms) forms.push(await formStatistics(deps, viewer, form.id, window));
  return {
    eventId: event.id,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    responses: forms.reduce((sum, form) => sum + form.responses, 0),
    forms,
  };
}
