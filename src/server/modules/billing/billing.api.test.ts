import { describe, expect, it } from 'vitest';
import type { Billing } from '../../../shared/billing.js';
import { addApiKey, buildSignedInUser } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer();
const DAY_MS = 86_400_000;

describe('the billing section', () => {
  it('starts on the standard plan with no details, a 15-day trial and no payment method', async () => {
    const before = Date.now();
    const { client } = await buildSignedInUser(server());
    const answer = await client.get<Billing>('/api/billing');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      company: null,
      address: null,
      city: null,
      country: null,
      region: null,
      postalCode: null,
      phone: null,
      plan: 'standard',
      trialDaysLeft: 15,
      paymentMethod: null,
    });
    const trialEnd = Date.parse(answer.body.trialEndsAt);
    expect(trialEnd).toBeGreaterThanOrEqual(before + 15 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 15 * DAY_MS);
  });

  it('saves the company details and the plan, and clears a field sent empty', async () => {
    const { client } = await buildSignedInUser(server());
    const saved = await client.patch<Billing>('/api/billing', {
      company: '  Kahve Durağı Ltd. ',
      address: 'Moda Caddesi 12',
      city: 'İstanbul',
      country: 'tr',
      region: 'Kadıköy',
      postalCode: '34710',
      phone: '+90 (216) 555-01-23',
      plan: 'express',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ company: 'Kahve Durağı Ltd.', country: 'TR', plan: 'express' });

    const cleared = await client.patch<Billing>('/api/billing', { region: '', phone: null });
    expect(cleared.status).toBe(200);
    const read = await client.get<Billing>('/api/billing');
    expect(read.body).toMatchObject({
      company: 'Kahve Durağı Ltd.',
      address: 'Moda Caddesi 12',
      city: 'İstanbul',
      country: 'TR',
      region: null,
      postalCode: '34710',
      phone: null,
      plan: 'express',
    });
  });

  it.each([
    ['an unknown country', { country: 'XX' }, 'country', 'invalid_country'],
    ['a country name instead of its code', { country: 'Germany' }, 'country', 'invalid_country'],
    ['letters in the phone', { phone: 'call me maybe' }, 'phone', 'invalid_phone'],
    ['a phone too short to dial', { phone: '12' }, 'phone', 'invalid_phone'],
    ['an overlong company', { company: 'x'.repeat(201) }, 'company', 'too_long'],
    ['an overlong postal code', { postalCode: '1'.repeat(21) }, 'postalCode', 'too_long'],
    ['a plan that does not exist', { plan: 'platinum' }, 'plan', 'invalid_option'],
    ['a number for a text', { city: 42 }, 'city', 'invalid_type'],
  ])('refuses %s with 422 on its field, and saves nothing of the request', async (_name, body, path, code) => {
    const { client } = await buildSignedInUser(server());
    const answer = await client.patch('/api/billing', { company: 'Should not be saved', ...body });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.details.fields).toContainEqual(expect.objectContaining({ path, code }));
    expect((await client.get<Billing>('/api/billing')).body.company).toBeNull();
  });

  it('names the limit a too long field broke, so the form can say it', async () => {
    const { client } = await buildSignedInUser(server());
    const answer = await client.patch('/api/billing', { company: 'x'.repeat(201), postalCode: '1'.repeat(21) });
    expect(answer.status).toBe(422);
    expect(answer.body.error.details.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'company',
          code: 'too_long',
          limit: { bound: 'max', value: 200, unit: 'characters' },
        }),
        expect.objectContaining({
          path: 'postalCode',
          code: 'too_long',
          limit: { bound: 'max', value: 20, unit: 'characters' },
        }),
      ]),
    );
  });

  it('refuses an empty change and a field it does not know', async () => {
    const { client } = await buildSignedInUser(server());
    const empty = await client.patch('/api/billing', {});
    expect(empty.status).toBe(422);
    const unknown = await client.patch('/api/billing', { vatNumber: 'TR123' });
    expect(unknown.status).toBe(422);
  });

  it('keeps each workspace to its own details', async () => {
    const first = await buildSignedInUser(server());
    const second = await buildSignedInUser(server());
    await first.client.patch('/api/billing', { company: 'First Co.' });
    expect((await second.client.get<Billing>('/api/billing')).body.company).toBeNull();
  });

  it('answers 401 without a session and 403 to an API key: billing is managed in the browser', async () => {
    expect((await new TestClient(server().url).get('/api/billing')).status).toBe(401);
    expect((await new TestClient(server().url).patch('/api/billing', { plan: 'express' })).status).toBe(401);
    const owner = await buildSignedInUser(server());
    const { client: keyClient } = await addApiKey(
      server(),
      { workspaceId: owner.me.workspace.id, userId: owner.me.id },
      'write',
    );
    const read = await keyClient.get('/api/billing');
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('forbidden');
    expect((await keyClient.patch('/api/billing', { plan: 'express' })).status).toBe(403);
  });
});
