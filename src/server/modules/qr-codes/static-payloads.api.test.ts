// Static payloads as third-party clients and people send them: a scheme pasted into a field, a website without one,
// text beyond ASCII. What is stored, what the code carries and what a scanner reads back must be the same thing.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { QrCode, QrImportResult } from '../../../shared/qr-codes.js';
import { buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { decoders } from '../qr-render/decoders.js';

const server = useTestServer();

async function createQr(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<QrCode> {
  const response = await owner.client.post<QrCode>('/api/qr-codes', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** What zxing reads from the code's PNG. */
async function scan(owner: BuiltWorkspace, qr: QrCode): Promise<string | null> {
  const png = await owner.client.bytes('GET', `/api/qr-codes/${qr.id}/image.png?size=600`);
  const { data, info } = await sharp(png.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decoders.zxing({ data: new Uint8ClampedArray(data), width: info.width, height: info.height });
}

describe('a scheme pasted into a static payload', () => {
  it("is dropped when it is the field's own, in any case: stored without it, carried once", async () => {
    const owner = await buildWorkspace(server());
    const cases = [
      {
        body: { type: 'email', payload: { kind: 'email', to: 'MAILTO:hello@example.com', subject: 'Table 4' } },
        payload: { to: 'hello@example.com' },
        encoded: 'mailto:hello@example.com?subject=Table%204',
      },
      {
        body: { type: 'phone', payload: { kind: 'phone', phone: 'tel:+49 30 1234567' } },
        payload: { phone: '+49301234567' },
        encoded: 'tel:+49301234567',
      },
      {
        body: { type: 'sms', payload: { kind: 'sms', phone: 'SMSTO:+49 30 1234567', message: 'Bill, please' } },
        payload: { phone: '+49301234567' },
        encoded: 'SMSTO:+49301234567:Bill, please',
      },
    ];
    for (const { body, payload, encoded } of cases) {
      const qr = await createQr(owner, { name: body.type, ...body });
      expect(qr.payload).toMatchObject(payload);
      expect(qr.encoded).toBe(encoded);
      expect(await scan(owner, qr)).toBe(encoded);
      // Read back, the stored payload is the clean one.
      expect((await owner.client.get<QrCode>(`/api/qr-codes/${qr.id}`)).body.payload).toMatchObject(payload);
    }
  });

  it('is refused when it is another scheme, on the field, in the preview and on saving', async () => {
    const owner = await buildWorkspace(server());
    const saved = await owner.client.post('/api/qr-codes', {
      name: 'Mail',
      type: 'email',
      payload: { kind: 'email', to: 'https://example.com/contact' },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'payload.to', code: 'wrong_scheme' }),
    );
    const preview = await owner.client.post('/api/qr/preview', {
      content: { kind: 'static', payload: { kind: 'phone', phone: 'mailto:hello@example.com' } },
    });
    expect(preview.status).toBe(422);
    expect(preview.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'content.payload.phone', code: 'wrong_scheme' }),
    );
    expect((await owner.client.get('/api/qr-codes')).body.items).toEqual([]);
  });

  it('is dropped or refused the same way in a CSV import', async () => {
    const owner = await buildWorkspace(server());
    const csv =
      'name,target,type\nMail,MAILTO:info@example.com,email\nHotline,TEL:+49 30 1234567,phone\n' +
      'Text us,smsto:+4930123,sms\nWrong,https://example.com,email\nDouble,mailto:mailto:info@example.com,email\n';
    const checked = await owner.client.post<QrImportResult>('/api/qr-codes/import', { csv, confirm: false });
    expect(checked.body.rows.map((row) => [row.name, row.errors])).toEqual([
      ['Mail', []],
      ['Hotline', []],
      ['Text us', []],
      ['Wrong', [{ field: 'target', code: 'wrong_scheme' }]],
      ['Double', [{ field: 'target', code: 'invalid_email' }]],
    ]);

    const good = csv.split('\n').slice(0, 4).join('\n');
    const imported = await owner.client.post<QrImportResult>('/api/qr-codes/import', { csv: good, confirm: true });
    expect(imported.body).toMatchObject({ valid: true, created: 3 });
    const list = (await owner.client.get<{ items: QrCode[] }>('/api/qr-codes')).body.items;
    expect(list.map((qr) => [qr.name, qr.payload, qr.encoded])).toEqual([
      ['Text us', { kind: 'sms', phone: '+4930123' }, 'SMSTO:+4930123:'],
      ['Hotline', { kind: 'phone', phone: '+49301234567' }, 'tel:+49301234567'],
      ['Mail', { kind: 'email', to: 'info@example.com' }, 'mailto:info@example.com'],
    ]);
    for (const qr of list) expect(await scan(owner, qr), qr.name).toBe(qr.encoded);
  });
});

describe("a static vCard's website", () => {
  it('gets https:// when it has none, as the vCard landing page does, and scans as exactly that text', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, {
      name: 'Business card',
      type: 'vcard',
      payload: { kind: 'vcard', firstName: 'Jürgen', lastName: 'Müller', website: 'example.com/team' },
    });
    expect(qr.payload).toMatchObject({ website: 'https://example.com/team' });
    expect(qr.encoded.split('\r\n')).toContain('URL:https://example.com/team');
    // Beyond ASCII, the code carries the UTF-8 marker: the scanner reads the names as they were typed.
    expect(await scan(owner, qr)).toBe(qr.encoded);

    const refused = await owner.client.post('/api/qr-codes', {
      name: 'Business card',
      type: 'vcard',
      payload: { kind: 'vcard', lastName: 'Müller', website: 'javascript:alert(1)' },
    });
    expect(refused.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'payload.website', code: 'invalid_url' }),
    );
  });
});

describe('a payload saved before these rules', () => {
  it('still renders as it was stored when today’s schema would refuse it, so a printed code downloads the same', async () => {
    const owner = await buildWorkspace(server());
    const qr = await createQr(owner, {
      name: 'Mail',
      type: 'email',
      payload: { kind: 'email', to: 'info@example.com' },
    });
    // Accepted once: the query pasted with the address.
    const legacy = { kind: 'email', to: 'info@example.com?subject=Hi' };
    const { db, dialect } = server().database;
    await db
      .updateTable('qr')
      .set({ data: dialect.json({ payload: legacy }) })
      .where('id', '=', qr.id)
      .execute();
    expect(await scan(owner, qr)).toBe('mailto:info@example.com?subject=Hi');
  });
});
