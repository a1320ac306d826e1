import { afterAll, describe, expect, it } from 'vitest';
import type { Click } from '../../../shared/stats.js';
import type { EventType } from '../../events/catalogue.js';
import { buildLocation, buildQrCode, buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { TEST_PASSWORD, signUpUser } from '../../test/factories.js';
import { createTestForm } from '../../test/feedback.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
import { createTestLink, visit } from '../../test/links.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';

const redisUp = await redisReachable();

/**
 * Every change that alters where a code leads, or what its clicks count for, reaches the next redirect on another
 * node: the change is published on one node, and the redirect's subscriber drops the cached answers on every node.
 * Each case first warms the other node's cache with a scan, changes something through the first node, and scans
 * the other node again.
 */
describe.skipIf(!redisUp)('a change made on one node, at the next redirect on another', () => {
  const server = useTestServer({ REDIS_URL });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  const otherNode = async () => (second ??= await startSecondNode(server()));
  afterAll(async () => {
    await second?.close();
  });

  const scan = async (path: string) => visit((await otherNode()).url, path);
  /**
   * Resolves when the other node has taken in an event of `type` (its own subscribers, the redirect's among them, run
   * first): publishing is asynchronous across nodes, so a change is awaited there before the next scan.
   */
  const arrival = async (type: EventType) => {
    const node = await otherNode();
    return new Promise<void>((resolve) => node.app.events.onEvent([type], () => resolve()));
  };
  /** The newest click of a subject once `count` are stored. */
  const newestClick = async (owner: BuiltWorkspace, subjectPath: string, count: number) => {
    let items: Click[] = [];
    await expect
      .poll(
        async () => {
          items = (await owner.client.get<{ items: Click[] }>(`${subjectPath}/clicks?limit=100`)).body.items;
          return items.length;
        },
        // The writer thread stores clicks in batches, at a low priority on a busy machine.
        { timeout: 20_000 },
      )
      .toBe(count);
    return items[0];
  };

  it("a link joining a campaign, and the campaign's deletion: its clicks count for it from then on, then for none", async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    await scan(`/r/${link.hash}`);
    let arrived = arrival('campaign.created');
    const campaign = await owner.client.post<{ id: string }>('/api/campaigns', { name: 'Spring', linkIds: [link.id] });
    expect(campaign.status).toBe(201);
    await arrived;
    await scan(`/r/${link.hash}`);
    expect(await newestClick(owner, `/api/links/${link.id}`, 2)).toMatchObject({ campaignId: campaign.body.id });
    arrived = arrival('campaign.deleted');
    expect((await owner.client.request('DELETE', `/api/campaigns/${campaign.body.id}`)).status).toBe(204);
    await arrived;
    await scan(`/r/${link.hash}`);
    expect(await newestClick(owner, `/api/links/${link.id}`, 3)).toMatchObject({ campaignId: null });
  });

  it("a location's deletion: the codes placed there count their next scans for no location", async () => {
    const owner = await buildWorkspace(server());
    const location = await buildLocation(server(), owner);
    const code = await buildQrCode(server(), owner, { url: 'https://example.com/table', locationId: location.id });
    await scan(code.path);
    expect(await newestClick(owner, `/api/qr-codes/${code.id}`, 1)).toMatchObject({ locationId: location.id });
    const arrived = arrival('location.deleted');
    expect((await owner.client.request('DELETE', `/api/locations/${location.id}`)).status).toBe(204);
    await arrived;
    await scan(code.path);
    expect(await newestClick(owner, `/api/qr-codes/${code.id}`, 2)).toMatchObject({ locationId: null });
  });

  it("a code's new location and campaign, set on one node, are what its next scan counts for", async () => {
    const owner = await buildWorkspace(server());
    const code = await buildQrCode(server(), owner, { url: 'https://example.com/table' });
    await scan(code.path);
    const location = await buildLocation(server(), owner);
    const campaign = await owner.client.post<{ id: string }>('/api/campaigns', { name: 'Summer', qrIds: [code.id] });
    const arrived = arrival('qr_code.updated');
    expect((await owner.client.patch(`/api/qr-codes/${code.id}`, { locationId: location.id })).status).toBe(200);
    await arrived;
    await scan(code.path);
    expect(await newestClick(owner, `/api/qr-codes/${code.id}`, 2)).toMatchObject({
      locationId: location.id,
      campaignId: campaign.body.id,
    });
  });

  it("a landing page's or a form's deletion: the codes that led there say they are no longer active", async () => {
    const owner = await buildWorkspace(server());
    const page = await owner.client.post<{ id: string }>('/api/pages', {
      name: 'Card',
      typeId: 'vcard',
      content: { type: 'vcard', firstName: 'Ada', lastName: 'Lovelace' },
      published: true,
    });
    const form = await createTestForm(owner.client, [{ text: 'How was it?', type: 'rating' }]);
    const toPage = await owner.client.post<{ code: string }>('/api/qr-codes', {
      name: 'Card back',
      type: 'vcard-plus',
      target: { kind: 'page', pageId: page.body.id },
    });
    const toForm = await owner.client.post<{ code: string }>('/api/qr-codes', {
      name: 'Table 4',
      type: 'feedback',
      target: { kind: 'feedback', feedbackId: form.id },
    });
    expect((await scan(`/Q/${toPage.body.code}`)).status).toBe(302);
    expect((await scan(`/Q/${toForm.body.code}`)).status).toBe(302);
    const arrived = arrival('form.deleted');
    expect((await owner.client.request('DELETE', `/api/pages/${page.body.id}`)).status).toBe(204);
    expect((await owner.client.request('DELETE', `/api/feedback/${form.id}`)).status).toBe(204);
    await arrived;
    expect((await scan(`/Q/${toPage.body.code}`)).status).toBe(410);
    expect((await scan(`/Q/${toForm.body.code}`)).status).toBe(410);
  });

  it("a freed former code stops, a new link's code starts, and a deleted account's links stop", async () => {
    const owner = await signUpUser(server());
    const link = await createTestLink(owner.client, { hash: `spring-${Date.now().toString(36)}` });
    const renamed = await owner.client.patch<{ hash: string }>(`/api/links/${link.id}`, { hash: `${link.hash}-x` });
    expect((await scan(`/r/${link.hash}`)).status).toBe(302);
    const fresh = `fresh-${Date.now().toString(36)}`;
    // A code nobody has yet is cached as unknown …
    expect((await scan(`/r/${fresh}`)).status).toBe(404);
    let arrived = arrival('link.updated');
    expect((await owner.client.request('DELETE', `/api/links/${link.id}/aliases/${link.hash}`)).status).toBe(204);
    await arrived;
    expect((await scan(`/r/${link.hash}`)).status).toBe(404);
    // … until a link takes it.
    arrived = arrival('link.created');
    await createTestLink(owner.client, { hash: fresh });
    await arrived;
    expect((await scan(`/r/${fresh}`)).status).toBe(302);
    expect((await scan(`/r/${renamed.body.hash}`)).status).toBe(302);
    arrived = arrival('workspace.deleted');
    const deleted = await owner.client.request('DELETE', '/api/me', { currentPassword: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    await arrived;
    expect((await scan(`/r/${renamed.body.hash}`)).status).toBe(404);
    expect((await scan(`/r/${fresh}`)).status).toBe(404);
  });
});
