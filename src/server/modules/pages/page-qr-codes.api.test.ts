import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/errors.js';
import type { PageDetail } from '../../../shared/pages.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { visit, waitForClicksOf } from '../../test/links.js';

const server = useTestServer();

async function createCardPage(owner: BuiltWorkspace, name = 'Business card'): Promise<PageDetail> {
  const response = await owner.client.post<PageDetail>('/api/pages', {
    name,
    typeId: 'vcard',
    content: { type: 'vcard', firstName: 'Ada', lastName: 'Lovelace' },
    published: true,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function createCode(owner: BuiltWorkspace, target: Record<string, unknown>, type = 'vcard-plus') {
  return owner.client.post<QrCode>('/api/qr-codes', { name: 'Card back', type, target });
}

describe('QR codes that lead to a landing page', () => {
  it('leads a scan to the public page, counted as a scan of the code, and the page lists the code', async () => {
    const owner = await buildWorkspace(server());
    const page = await createCardPage(owner);
    const created = await createCode(owner, { kind: 'page', pageId: page.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const qr = created.body;
    expect(qr.target).toEqual({ kind: 'page', pageId: page.id, pageName: 'Business card', url: page.publicUrl });

    const scan = await visit(server().url, `/Q/${qr.code}`);
    expect(scan.status).toBe(302);
    expect(scan.location).toBe(page.publicUrl);
    const [click] = await waitForClicksOf(owner.client, `/api/qr-codes/${qr.id}`, 1);
    expect(click).toMatchObject({ qrId: qr.id, linkId: null });
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${qr.id}`)).body.scans).toBe(1);

    const detail = await owner.client.get<PageDetail>(`/api/pages/${page.id}`);
    expect(detail.body.qrCodes).toBe(1);
    expect(detail.body.codes).toEqual([{ id: qr.id, name: 'Card back', code: qr.code, shortUrl: qr.shortUrl }]);
  });

  it('follows a change of target to a page at the next scan', async () => {
    const owner = await buildWorkspace(server());
    const page = await createCardPage(owner);
    const created = await createCode(owner, { kind: 'url', url: 'https://example.com/old' }, 'business-page');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await visit(server().url, `/Q/${created.body.code}`)).location).toBe('https://example.com/old');
    const changed = await owner.client.patch<QrCode>(`/api/qr-codes/${created.body.id}`, {
      target: { kind: 'page', pageId: page.id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await visit(server().url, `/Q/${created.body.code}`)).location).toBe(page.publicUrl);
  });

  it("refuses another workspace's page, or none, on target.pageId", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const theirs = await createCardPage(stranger);
    for (const pageId of [theirs.id, 'no-such-page']) {
      const response = await createCode(owner, { kind: 'page', pageId });
      expect(response.status).toBe(422);
      expect((response.body as unknown as ErrorBody).error.details?.fields).toEqual([
        { path: 'target.pageId', code: 'not_found', message: 'not_found' },
      ]);
    }
    const mine = await createCode(owner, { kind: 'url', url: 'https://example.com' });
    const retarget = await owner.client.patch<ErrorBody>(`/api/qr-codes/${mine.body.id}`, {
      target: { kind: 'page', pageId: theirs.id },
    });
    expect(retarget.status).toBe(422);
    expect((await visit(server().url, `/Q/${mine.body.code}`)).location).toBe('https://example.com/');
  });

  it('says the code is no longer active once its page is deleted, on every scan after', async () => {
    const owner = await buildWorkspace(server());
    const page = await createCardPage(owner);
    const qr = (await createCode(owner, { kind: 'page', pageId: page.id })).body;
    // Scanned once, so this node keeps where it leads: the delete must make it forget.
    expect((await visit(server().url, `/Q/${qr.code}`)).status).toBe(302);

    expect((await owner.client.delete(`/api/pages/${page.id}`)).status).toBe(204);
    const after = await owner.client.get<QrCode>(`/api/qr-codes/${qr.id}`);
    expect(after.body.target).toEqual({ kind: 'page', pageId: page.id, pageName: null, url: page.publicUrl });
    expect((await visit(server().url, `/Q/${qr.code}`)).status).toBe(410);
  });
});
