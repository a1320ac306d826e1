import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/account.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { EventItem } from '../../../shared/events.js';
import type { LocationItem, LocationList, PlacedQrCodeList } from '../../../shared/locations.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { visit, waitForClicksOf } from '../../test/links.js';

const server = useTestServer();

async function createLocation(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<LocationItem> {
  const response = await owner.client.post<LocationItem>('/api/locations', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function createCode(owner: BuiltWorkspace, name: string, locationId: string | null): Promise<QrCode> {
  const response = await owner.client.post<QrCode>('/api/qr-codes', {
    name,
    type: 'link',
    target: { kind: 'url', url: 'https://example.com/menu' },
    ...(locationId && { locationId }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const imageSources = (policy: string | null) => /(?:^|;)\s*img-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');
const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map(({ path, code }) => ({ path, code }));
const shop = { name: 'Main street shop', latitude: '52.52', longitude: '13.405' };

describe('locations', () => {
  it('are created, read, listed, searched, changed and deleted', async () => {
    const owner = await buildWorkspace(server());
    const created = await createLocation(owner, {
      name: '  Main street shop  ',
      latitude: ' 52.5200066 ',
      longitude: '13,404954',
      address: ' Hauptstraße 1, Berlin ',
    });
    expect(created).toMatchObject({
      name: 'Main street shop',
      latitude: 52.5200066,
      longitude: 13.404954,
      address: 'Hauptstraße 1, Berlin',
      qrCodes: 0,
      events: 0,
      scans: 0,
    });
    expect((await owner.client.get(`/api/locations/${created.id}`)).body).toEqual(created);

    const station = await createLocation(owner, { name: 'Station kiosk', latitude: -33.8688, longitude: 151.2093 });
    expect(station).toMatchObject({ latitude: -33.8688, longitude: 151.2093, address: null });

    const all = await owner.client.get<LocationList>('/api/locations');
    expect(all.body.items.map((location) => location.name)).toEqual(['Station kiosk', 'Main street shop']);
    // The search reads the address too.
    const byAddress = await owner.client.get<LocationList>('/api/locations?q=hauptstra');
    expect(byAddress.body.items.map((location) => location.id)).toEqual([created.id]);
    const byName = await owner.client.get<LocationList>('/api/locations?q=KIOSK');
    expect(byName.body.items.map((location) => location.id)).toEqual([station.id]);
    const paged = await owner.client.get<LocationList>('/api/locations?limit=1');
    expect(paged.body.items.map((location) => location.id)).toEqual([station.id]);
    const next = await owner.client.get<LocationList>(`/api/locations?limit=1&cursor=${paged.body.nextCursor}`);
    expect(next.body).toEqual({ items: [created], nextCursor: null });

    const changed = await owner.client.patch<LocationItem>(`/api/locations/${created.id}`, {
      name: 'Flagship store',
      latitude: '-0,5',
      address: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Flagship store', latitude: -0.5, longitude: 13.404954, address: null });
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    expect((await owner.client.delete(`/api/locations/${created.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/locations/${created.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/locations/${created.id}`)).status).toBe(404);
    const left = await owner.client.get<LocationList>('/api/locations');
    expect(left.body.items.map((location) => location.id)).toEqual([station.id]);
  });

  describe('coordinates', () => {
    it.each([
      ['a number', 52.52, 52.52],
      ['text', '52.52', 52.52],
      ['text with spaces around it', '  -13.4  ', -13.4],
      ['a decimal comma', ' -13,4 ', -13.4],
      ['a plus sign', '+8', 8],
      ['no digits before the point', '.5', 0.5],
      ['the edge', '-90', -90],
    ])('take a latitude as %s', async (_case, latitude, stored) => {
      const owner = await buildWorkspace(server());
      const location = await createLocation(owner, { ...shop, latitude });
      expect(location.latitude).toBe(stored);
    });

    it.each([
      ['past the north pole', '90.0001', 'latitude', 'latitude_range'],
      ['past the south pole', -90.5, 'latitude', 'latitude_range'],
      ['past the date line east', '180.01', 'longitude', 'longitude_range'],
      ['past the date line west', -181, 'longitude', 'longitude_range'],
      ['words', 'north', 'latitude', 'invalid_number'],
      ['two points', '12.3.4', 'latitude', 'invalid_number'],
      ['two commas', '1,2,3', 'longitude', 'invalid_number'],
      ['an exponent', '1e2', 'latitude', 'invalid_number'],
      ['degrees and minutes', "52°31'", 'latitude', 'invalid_number'],
      ['a number with text after it', '52.52N', 'latitude', 'invalid_number'],
      ['a boolean', true, 'longitude', 'invalid_number'],
      ['an object', { value: 1 }, 'longitude', 'invalid_number'],
      ['empty text', '', 'latitude', 'required'],
      ['only spaces', '   ', 'longitude', 'required'],
      ['null', null, 'latitude', 'required'],
    ])('refuse %s, naming the field, and store nothing', async (_case, value, field, code) => {
      const owner = await buildWorkspace(server());
      const refused = await owner.client.post<ErrorBody>('/api/locations', { ...shop, [field]: value });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual([{ path: field, code }]);
      expect((await owner.client.get<LocationList>('/api/locations')).body.items).toEqual([]);

      // A change is held to the same rules, and a refused change leaves the location as it was.
      const location = await createLocation(owner, shop);
      const change = await owner.client.patch<ErrorBody>(`/api/locations/${location.id}`, {
        name: 'Renamed',
        [field]: value,
      });
      expect(change.status).toBe(422);
      expect(fieldsOf(change.body)).toEqual([{ path: field, code }]);
      expect((await owner.client.get(`/api/locations/${location.id}`)).body).toEqual(location);
    });

    it('are both required on create, and a missing name is named too', async () => {
      const owner = await buildWorkspace(server());
      const refused = await owner.client.post<ErrorBody>('/api/locations', { name: ' ' });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual([
        { path: 'name', code: 'required' },
        { path: 'latitude', code: 'required' },
        { path: 'longitude', code: 'required' },
      ]);
      const empty = await owner.client.patch<ErrorBody>(`/api/locations/${(await createLocation(owner, shop)).id}`, {});
      expect(empty.status).toBe(422);
    });
  });

  it('count the codes placed and the events held there, and list the codes a page at a time', async () => {
    const owner = await buildWorkspace(server());
    const location = await createLocation(owner, shop);
    const elsewhere = await createLocation(owner, { ...shop, name: 'Elsewhere' });
    const door = await createCode(owner, 'Door sticker', location.id);
    const window = await createCode(owner, 'Window poster', location.id);
    await createCode(owner, 'Flyer', elsewhere.id);
    await createCode(owner, 'Unplaced', null);
    const event = await owner.client.post<EventItem>('/api/events', { name: 'Open day', locationId: location.id });
    expect(event.body.locationName).toBe('Main street shop');

    expect((await owner.client.get<LocationItem>(`/api/locations/${location.id}`)).body).toMatchObject({
      qrCodes: 2,
      events: 1,
    });
    const listed = await owner.client.get<LocationList>('/api/locations');
    expect(listed.body.items.map(({ name, qrCodes, events }) => ({ name, qrCodes, events }))).toEqual([
      { name: 'Elsewhere', qrCodes: 1, events: 0 },
      { name: 'Main street shop', qrCodes: 2, events: 1 },
    ]);

    const placed = await owner.client.get<PlacedQrCodeList>(`/api/locations/${location.id}/qr-codes`);
    expect(placed.body.items).toEqual([
      {
        id: window.id,
        name: 'Window poster',
        type: 'link',
        qrClass: 'dynamic',
        code: window.code,
        shortUrl: window.shortUrl,
        scans: 0,
        createdAt: window.createdAt,
      },
      expect.objectContaining({ id: door.id, name: 'Door sticker' }),
    ]);
    const first = await owner.client.get<PlacedQrCodeList>(`/api/locations/${location.id}/qr-codes?limit=1`);
    expect(first.body.items.map((code) => code.id)).toEqual([window.id]);
    const second = await owner.client.get<PlacedQrCodeList>(
      `/api/locations/${location.id}/qr-codes?limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: door.id })], nextCursor: null });
    const searched = await owner.client.get<PlacedQrCodeList>(`/api/locations/${location.id}/qr-codes?q=door`);
    expect(searched.body.items.map((code) => code.id)).toEqual([door.id]);
    const forged = await owner.client.get<ErrorBody>(`/api/locations/${location.id}/qr-codes?cursor=bm9wZQ`);
    expect(forged.status).toBe(422);
    expect(fieldsOf(forged.body)).toEqual([{ path: 'cursor', code: 'invalid_cursor' }]);

    // A code moved away is no longer listed or counted there.
    await owner.client.patch(`/api/qr-codes/${door.id}`, { locationId: elsewhere.id });
    expect((await owner.client.get<LocationItem>(`/api/locations/${location.id}`)).body.qrCodes).toBe(1);
    expect((await owner.client.get<LocationItem>(`/api/locations/${elsewhere.id}`)).body.qrCodes).toBe(2);
  });

  it("cannot be another workspace's for a QR code", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const theirs = await createLocation(stranger, shop);
    const refused = await owner.client.post<ErrorBody>('/api/qr-codes', {
      name: 'Sticker',
      type: 'link',
      target: { kind: 'url', url: 'https://example.com/' },
      locationId: theirs.id,
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([{ path: 'locationId', code: 'not_found' }]);
    expect((await stranger.client.get<LocationItem>(`/api/locations/${theirs.id}`)).body.qrCodes).toBe(0);
  });

  it('count the scans of the codes placed there, in their totals and their statistics', async () => {
    const owner = await buildWorkspace(server());
    const location = await createLocation(owner, shop);
    const code = await createCode(owner, 'Door sticker', location.id);
    const unplaced = await createCode(owner, 'Elsewhere', null);
    expect((await visit(server().url, `/Q/${code.code}`)).status).toBe(302);
    expect((await visit(server().url, `/Q/${code.code}`)).status).toBe(302);
    expect((await visit(server().url, `/Q/${unplaced.code}`)).status).toBe(302);

    const clicks = await waitForClicksOf(owner.client, `/api/locations/${location.id}`, 2);
    expect(clicks.every((click) => click.locationId === location.id && click.qrId === code.id)).toBe(true);
    await waitForClicksOf(owner.client, `/api/qr-codes/${unplaced.id}`, 1);
    expect((await owner.client.get<LocationItem>(`/api/locations/${location.id}`)).body.scans).toBe(2);
    const listed = await owner.client.get<LocationList>('/api/locations');
    expect(listed.body.items[0]?.scans).toBe(2);
    const placed = await owner.client.get<PlacedQrCodeList>(`/api/locations/${location.id}/qr-codes`);
    expect(placed.body.items[0]?.scans).toBe(2);
    const stats = await owner.client.get(`/api/locations/${location.id}/stats?range=7d`);
    expect(stats.status).toBe(200);
    expect(stats.body.totals.clicks).toBe(2);
    const csv = await fetch(`${server().url}/api/locations/${location.id}/clicks.csv`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect((await csv.text()).trim().split('\n')).toHaveLength(3);
  });

  it('count the next scan for the new place when a code moves, on the scan right after', async () => {
    const owner = await buildWorkspace(server());
    const [before, after] = [await createLocation(owner, shop), await createLocation(owner, { ...shop, name: 'B' })];
    const code = await createCode(owner, 'Door sticker', before.id);
    // The first scan puts the code's redirect, with its location, in the cache.
    await visit(server().url, `/Q/${code.code}`);
    await waitForClicksOf(owner.client, `/api/locations/${before.id}`, 1);
    expect((await owner.client.patch(`/api/qr-codes/${code.id}`, { locationId: after.id })).status).toBe(200);
    await visit(server().url, `/Q/${code.code}`);
    const moved = await waitForClicksOf(owner.client, `/api/locations/${after.id}`, 1);
    expect(moved[0]?.qrId).toBe(code.id);
    expect((await owner.client.patch(`/api/qr-codes/${code.id}`, { locationId: null })).status).toBe(200);
    await visit(server().url, `/Q/${code.code}`);
    const scans = await waitForClicksOf(owner.client, `/api/qr-codes/${code.id}`, 3);
    expect(scans.map((scan) => scan.locationId)).toEqual([null, after.id, before.id]);
  });

  it('let go of their codes and events when deleted: these keep working, and later scans count for no place', async () => {
    const owner = await buildWorkspace(server());
    const location = await createLocation(owner, shop);
    const code = await createCode(owner, 'Door sticker', location.id);
    const event = await owner.client.post<EventItem>('/api/events', { name: 'Open day', locationId: location.id });
    await visit(server().url, `/Q/${code.code}`);
    await waitForClicksOf(owner.client, `/api/locations/${location.id}`, 1);

    expect((await owner.client.delete(`/api/locations/${location.id}`)).status).toBe(204);
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${code.id}`)).body.locationId).toBeNull();
    expect((await owner.client.get<EventItem>(`/api/events/${event.body.id}`)).body).toMatchObject({
      locationId: null,
      locationName: null,
    });
    expect((await owner.client.get(`/api/locations/${location.id}/stats`)).status).toBe(404);

    // The cached redirect named the location: dropped with it, the next scan is stored, for the code alone.
    expect((await visit(server().url, `/Q/${code.code}`)).status).toBe(302);
    const scans = await waitForClicksOf(owner.client, `/api/qr-codes/${code.id}`, 2);
    expect(scans.map((scan) => scan.locationId)).toEqual([null, null]);
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${code.id}`)).body.scans).toBe(2);
  });

  it('ask for no map tiles unless the admin configured them: the web app draws its own world map', async () => {
    const response = await fetch(`${server().url}/api/config`);
    expect(((await response.json()) as PublicConfig).mapTiles).toBeNull();
    expect(imageSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });
});
