import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/errors.js';
import type { Page } from '../../shared/list.js';
import { buildWorkspace, type BuiltWorkspace } from './builders.js';
import { TestClient } from './client.js';
import type { TestServer } from './harness.js';

/** What the shared contract needs to know of a resource; everything else is the same for every module. */
export interface ResourceContract {
  /** `/api/links` */
  path: string;
  /** A valid create body (for a resource inside another, e.g. a question in a form, made in the owner's workspace). */
  createBody: (owner: BuiltWorkspace) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A create body the schema refuses, and the field path the 422 must name. */
  invalidBody: { body: Record<string, unknown>; field: string };
  /** A valid change. */
  updateBody: Record<string, unknown>;
  /** Further endpoints under `{path}/{id}` (`stats`, `clicks.csv`…), read with GET; each must keep workspaces apart. */
  readsUnderId?: string[];
}

/**
 * The contract every resource keeps (docs/product.md, HTTP interface), run by each module's own test file: 401 without
 * credentials, 404 for another workspace's id on every endpoint, 422 with the field path for a bad body, 422 for a bad
 * cursor or limit, and delete then 404.
 */
export function describeResourceContract(name: string, server: () => TestServer, contract: ResourceContract) {
  const { path } = contract;
  describe(`${name}: the resource contract`, () => {
    const workspaces = async (): Promise<[BuiltWorkspace, BuiltWorkspace]> =>
      Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const create = async (owner: BuiltWorkspace) => {
      const response = await owner.client.post<{ id: string }>(path, await contract.createBody(owner));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    };

    it('answers 401 without a session or an API key, on every endpoint', async () => {
      const [owner] = await workspaces();
      const item = await create(owner);
      const anonymous = new TestClient(server().url);
      const calls = [
        anonymous.get(path),
        anonymous.post(path, await contract.createBody(owner)),
        anonymous.get(`${path}/${item.id}`),
        anonymous.patch(`${path}/${item.id}`, contract.updateBody),
        anonymous.delete(`${path}/${item.id}`),
        ...(contract.readsUnderId ?? []).map((sub) => anonymous.get(`${path}/${item.id}/${sub}`)),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(401);
        expect((response.body as ErrorBody).error.code).toBe('unauthorized');
      }
    });

    it("answers 404 for another workspace's id on every endpoint, and leaves it untouched", async () => {
      const [owner, stranger] = await workspaces();
      const item = await create(owner);
      const before = await owner.client.get(`${path}/${item.id}`);
      const calls = [
        stranger.client.get(`${path}/${item.id}`),
        stranger.client.patch(`${path}/${item.id}`, contract.updateBody),
        stranger.client.delete(`${path}/${item.id}`),
        ...(contract.readsUnderId ?? []).map((sub) => stranger.client.get(`${path}/${item.id}/${sub}`)),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(404);
        expect((response.body as ErrorBody).error.code).toBe('not_found');
      }
      const list = await stranger.client.get<Page<{ id: string }>>(path);
      expect(list.body.items.map((entry) => entry.id)).not.toContain(item.id);
      expect((await owner.client.get(`${path}/${item.id}`)).body).toEqual(before.body);
    });

    it('answers 422 with the field path for a bad body, and stores nothing', async () => {
      const [owner] = await workspaces();
      const response = await owner.client.post<ErrorBody>(path, contract.invalidBody.body);
      expect(response.status).toBe(422);
      expect(response.body.error.details?.fields?.map((field) => field.path)).toContain(contract.invalidBody.field);
      expect((await owner.client.get<Page<unknown>>(path)).body.items).toEqual([]);
      const item = await create(owner);
      const change = await owner.client.patch<ErrorBody>(`${path}/${item.id}`, contract.invalidBody.body);
      expect(change.status).toBe(422);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('1700000000000:x\u0000y').toString('base64url')}`, 'cursor'],
    ])('answers 422 for the list query %s', async (query, field) => {
      const [owner] = await workspaces();
      const response = await owner.client.get<ErrorBody>(`${path}?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.error.details?.fields?.map((issue) => issue.path)).toContain(field);
    });

    it('pages with a cursor, newest first, and deletes: then 404', async () => {
      const [owner] = await workspaces();
      const first = await create(owner);
      const second = await create(owner);
      const page = await owner.client.get<Page<{ id: string }>>(`${path}?limit=1`);
      expect(page.body.items.map((entry) => entry.id)).toEqual([second.id]);
      const next = await owner.client.get<Page<{ id: string }>>(`${path}?limit=1&cursor=${page.body.nextCursor}`);
      expect(next.body.items.map((entry) => entry.id)).toEqual([first.id]);
      expect(next.body.nextCursor).toBeNull();

      expect((await owner.client.delete(`${path}/${first.id}`)).status).toBe(204);
      expect((await owner.client.get(`${path}/${first.id}`)).status).toBe(404);
      expect((await owner.client.patch(`${path}/${first.id}`, contract.updateBody)).status).toBe(404);
      expect((await owner.client.delete(`${path}/${first.id}`)).status).toBe(404);
    });
  });
}
