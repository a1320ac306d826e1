import type { ListQuery } from '../../../shared/list.js';
import type {
  CreateLocationInput,
  LocationItem,
  LocationList,
  PlacedQrCodeList,
  UpdateLocationInput,
} from '../../../shared/locations.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { allTimeLocationScans, allTimeScans } from '../analytics/index.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import * as repo from './locations.repo.js';
import { qrShortUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

export const locationErrors = {
  notFound: () => httpErrors.notFound('location'),
};

function toLocation(row: repo.LocationRow, scans = 0): LocationItem {
  return {
    id: row.id,
    name: row.name,
    // PostgreSQL's double precision and SQLite's REAL both arrive as numbers; counts may arrive as text (bigint).
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    address: row.address,
    qrCodes: Number(row.qr_count ?? 0),
    events: Number(row.event_count ?? 0),
    scans,
    createdAt: msToIso(Number(row.created_at)),
    updatedAt: msToIso(Number(row.updated_at)),
  };
}

/** Lists the workspace's locations, newest first, optionally by name or address, with their all-time scans. */
export async function listLocations(deps: Deps, viewer: Viewer, query: ListQuery): Promise<LocationList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.locations.list(deps.database, viewer.workspace.id, options);
  const scans = await allTimeLocationScans(
    deps.database,
    viewer.workspace.id,
    rows.slice(0, pageSize).map((row) => row.id),
  );
  return toPage(rows, pageSize, (row) => toLocation(row, scans.get(row.id)));
}

/** The stored row of one of the viewer's locations, or 404 (also for another workspace's). */
export async function locationRowOrThrow(
  deps: Pick<Deps, 'database'>,
  viewer: Viewer,
  id: string,
): Promise<repo.LocationRow> {
  const row = await repo.locations.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw locationErrors.notFound();
  return row;
}

/** One location of the viewer's workspace with its counts and scans, or 404. */
export async function getLocationOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<LocationItem> {
  const row = await locationRowOrThrow(deps, viewer, id);
  return toLocation(row, (await allTimeLocationScans(deps.database, viewer.workspace.id, [row.id])).get(row.id));
}

/** Creates a location; the schema has already read its coordinates as numbers within range. */
export async function createLocation(deps: Deps, viewer: Viewer, input: CreateLocationInput): Promise<LocationItem> {
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.locations.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address ?? null,
      created_at: now,
      updated_at: now,
    });
    publish(newEvent('location.created', viewer, { id }));
  });
  return getLocationOrThrow(deps, viewer, id);
}

/** Changes a location's name, point or address (the codes placed there carry only its id). */
export async function updateLocation(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateLocationInput,
): Promise<LocationItem> {
  await deps.events.change(async ({ trx, publish }) => {
    const found = await repo.locations.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.latitude !== undefined && { latitude: input.latitude }),
      ...(input.longitude !== undefined && { longitude: input.longitude }),
      ...(input.address !== undefined && { address: input.address }),
      updated_at: Date.now(),
    });
    if (!found) throw locationErrors.notFound();
    publish(newEvent('location.updated', viewer, { id, changed: changedFields(input) }));
  });
  return getLocationOrThrow(deps, viewer, id);
}

/**
 * Deletes a location. The codes placed there and the events held there let go of it (they keep working without a
 * location); its past scans stay the workspace's and their codes'. A scan's cached redirect names the location it
 * counts for: the change is published, and the redirect's subscriber drops those entries on every node.
 */
export async function deleteLocation(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await repo.locations.delete(trx, viewer.workspace.id, id))) throw locationErrors.notFound();
    publish(newEvent('location.deleted', viewer, { id }));
  });
}

/** The QR codes placed at one of the viewer's locations, newest first, a page at a time, with their scans. */
export async function listQrCodesAtLocation(
  deps: Deps,
  viewer: Viewer,
  id: string,
  query: ListQuery,
): Promise<PlacedQrCodeList> {
  await locationRowOrThrow(deps, viewer, id);
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.qrCodesAt(deps.database, viewer.workspace.id, id, options);
  const dynamic = rows.slice(0, pageSize).filter((row) => row.qr_class === 'dynamic');
  const scans = await allTimeScans(
    deps.database,
    viewer.workspace.id,
    dynamic.map((row) => row.id),
  );
  return toPage(rows, pageSize, (row) => {
    const code = row.qr_class === 'dynamic' ? row.hash : null;
    return {
      id: row.id,
      name: row.name,
      type: row.qr_type_id,
      qrClass: row.qr_class,
      code,
      shortUrl: code ? qrShortUrl(deps.config, code) : null,
      scans: scans.get(row.id) ?? 0,
      createdAt: msToIso(row.created_at),
    };
  });
}
