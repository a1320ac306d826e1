import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import {
  createLocationSchema,
  locationPageSchema,
  locationSchema,
  placedQrCodePageSchema,
  updateLocationSchema,
  type LocationItem,
  type PlacedQrCode,
} from '../../../shared/locations.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { subjectStatsRoutes } from '../analytics/index.js';
import {
  createLocation,
  deleteLocation,
  getLocationOrThrow,
  listLocations,
  listQrCodesAtLocation,
  locationRowOrThrow,
  updateLocation,
} from './locations.service.js';

const TAG = 'Locations';
const EXAMPLE_ID = '0196f3d2-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
const LOCATION_EXAMPLE: LocationItem = {
  id: EXAMPLE_ID,
  name: 'Main street shop',
  latitude: 52.5200066,
  longitude: 13.404954,
  address: 'Hauptstraße 1, 10115 Berlin',
  qrCodes: 3,
  events: 1,
  scans: 418,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T17:05:00.000Z',
};
const PLACED_EXAMPLE: PlacedQrCode = {
  id: '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d',
  name: 'Window poster',
  type: 'link',
  qrClass: 'dynamic',
  code: '7KX3P9QA',
  shortUrl: 'https://scanlink.example/Q/7KX3P9QA',
  scans: 312,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/**
 * The locations of a workspace (docs/product.md, Locations): where codes hang, what is placed there, and its scan
 * statistics.
 */
export function locationRoutes(ctx: AppContext) {
  return [
    // GET /api/locations — the workspace's locations
    route({
      method: 'GET',
      url: '/api/locations',
      permission: 'view',
      operationId: 'listLocations',
      summary: "List the workspace's locations, newest first",
      description:
        'Searches name and address with `q`. Each location carries how many QR codes are placed and events held ' +
        'there, and its all-time scans.',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of locations.', schema: locationPageSchema },
      example: { query: { q: 'shop', limit: 24 }, response: { items: [LOCATION_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listLocations(ctx, viewer, query),
    }),
    // POST /api/locations — create a location
    route({
      method: 'POST',
      url: '/api/locations',
      permission: 'edit',
      operationId: 'createLocation',
      summary: 'Create a location',
      description:
        'Latitude and longitude in decimal degrees, as numbers or as text the way people type them (" 52,52 " ' +
        'with a decimal comma is 52.52). Not a number → 422 `invalid_number`; outside −90…90 or −180…180 → 422 ' +
        '`latitude_range` or `longitude_range`; empty → 422 `required`.',
      tag: TAG,
      body: createLocationSchema,
      response: { status: 201, description: 'The new location.', schema: locationSchema },
      example: {
        body: { name: 'Main street shop', latitude: '52.5200066', longitude: '13,404954', address: 'Hauptstraße 1' },
        response: { ...LOCATION_EXAMPLE, address: 'Hauptstraße 1', qrCodes: 0, events: 0, scans: 0 },
      },
      handler: ({ viewer, body }) => createLocation(ctx, viewer, body),
    }),
    // GET /api/locations/:id — one location
    route({
      method: 'GET',
      url: '/api/locations/:id',
      permission: 'view',
      operationId: 'getLocation',
      summary: 'Get one location',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The location.', schema: locationSchema },
      example: { params: { id: EXAMPLE_ID }, response: LOCATION_EXAMPLE },
      handler: ({ viewer, params }) => getLocationOrThrow(ctx, viewer, params.id),
    }),
    // PATCH /api/locations/:id — change a location
    route({
      method: 'PATCH',
      url: '/api/locations/:id',
      permission: 'edit',
      operationId: 'updateLocation',
      summary: 'Change a location',
      description: 'Any field may change, with the rules of create; `address: null` (or "") clears the address.',
      tag: TAG,
      params: idParamsSchema,
      body: updateLocationSchema,
      response: { status: 200, description: 'The changed location.', schema: locationSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { name: 'Flagship store' },
        response: { ...LOCATION_EXAMPLE, name: 'Flagship store' },
      },
      handler: ({ viewer, params, body }) => updateLocation(ctx, viewer, params.id, body),
    }),
    // DELETE /api/locations/:id — delete a location
    route({
      method: 'DELETE',
      url: '/api/locations/:id',
      permission: 'edit',
      operationId: 'deleteLocation',
      summary: 'Delete a location',
      description:
        'The QR codes placed there and the events held there stay, without a location; their scans keep working ' +
        'and stay counted for the codes and the workspace.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteLocation(ctx, viewer, params.id),
    }),
    // GET /api/locations/:id/qr-codes — the codes placed there
    route({
      method: 'GET',
      url: '/api/locations/:id/qr-codes',
      permission: 'view',
      operationId: 'listLocationQrCodes',
      summary: 'List the QR codes placed at a location, newest first',
      description:
        'A page at a time, like every list (`q` searches name and short code). A code is placed with its ' +
        '`locationId` (`POST`/`PATCH /api/qr-codes`). Each carries its all-time scans.',
      tag: TAG,
      params: idParamsSchema,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of QR codes.', schema: placedQrCodePageSchema },
      example: { params: { id: EXAMPLE_ID }, response: { items: [PLACED_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, params, query }) => listQrCodesAtLocation(ctx, viewer, params.id, query),
    }),
    // GET /api/locations/:id/stats, /stats/summary, /clicks, /clicks.csv — the scans counted for it
    ...subjectStatsRoutes(ctx, {
      base: '/api/locations/:id',
      name: 'Location',
      noun: 'a location (the scans of the codes placed there)',
      async resolve(viewer, id) {
        const row = await locationRowOrThrow(ctx, viewer, id);
        return { subject: { kind: 'location', id: row.id }, createdAt: Number(row.created_at), fileName: row.id };
      },
    }),
  ];
}
