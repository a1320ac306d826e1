import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account.js';
import { buildSignedInUser } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { uniqueEmail, TEST_PASSWORD } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer();

describe('PATCH /api/me: phone, country and time zone', () => {
  it('saves them as the billing form would, and GET /api/me answers them', async () => {
    const { client, me } = await buildSignedInUser(server());
    expect(me).toMatchObject({ phone: null, country: null, timeZone: null });
    const response = await client.patch<Me>('/api/me', {
      phone: ' +358 9 123 4567 ',
      country: 'fi',
      timeZone: 'europe/helsinki',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: '+358 9 123 4567', country: 'FI', timeZone: 'Europe/Helsinki' });
    expect((await client.get<Me>('/api/me')).body).toMatchObject({
      phone: '+358 9 123 4567',
      country: 'FI',
      timeZone: 'Europe/Helsinki',
    });
  });

  it('clears phone and country with "" or null, and keeps what was not sent', async () => {
    const { client } = await buildSignedInUser(server());
    await client.patch('/api/me', { phone: '+1 212 555 0100', country: 'US', timeZone: 'America/New_York' });
    const cleared = await client.patch<Me>('/api/me', { phone: '', country: null });
    expect(cleared.body).toMatchObject({ phone: null, country: null, timeZone: 'America/New_York' });
  });

  it.each([
    ['a phone with letters', { phone: 'call me maybe' }, 'phone', 'invalid_phone'],
    ['an overlong phone', { phone: `+${'1'.repeat(30)}` }, 'phone', 'too_long'],
    ['an unknown country', { country: 'XX' }, 'country', 'invalid_country'],
    ['a country as a name', { country: 'Finland' }, 'country', 'invalid_country'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'invalid_time_zone'],
    ['an empty time zone', { timeZone: '' }, 'timeZone', 'invalid_time_zone'],
    ['a time zone that is no text', { timeZone: 3 }, 'timeZone', 'invalid_type'],
  ])('refuses %s with 422 on that field and saves nothing of the request', async (_label, body, field, code) => {
    const { client } = await buildSignedInUser(server(), { fullName: 'Unchanged Name' });
    const response = await client.patch('/api/me', { fullName: 'Changed Name', ...body });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: field, code }));
    expect((await client.get<Me>('/api/me')).body).toMatchObject({
      fullName: 'Unchanged Name',
      phone: null,
      country: null,
      timeZone: null,
    });
  });

  it("leaves the workspace's billing details alone: they are the company's, the account's are the person's", async () => {
    const { client } = await buildSignedInUser(server());
    await client.patch('/api/me', { phone: '+44 117 496 0000', country: 'GB' });
    expect((await client.get('/api/billing')).body).toMatchObject({ phone: null, country: null });
  });
});

describe('sign-up keeps the browser time zone', () => {
  const signUp = (timeZone?: unknown) => {
    const client = new TestClient(server().url);
    const body = { fullName: 'Zoned Person', email: uniqueEmail('zone'), password: TEST_PASSWORD };
    return { client, answer: client.post('/api/auth/sign-up/email', { ...body, timeZone }) };
  };

  it('stores a known zone with the account', async () => {
    const { client, answer } = signUp('Asia/Tokyo');
    expect((await answer).status).toBe(200);
    expect((await client.get<Me>('/api/me')).body.timeZone).toBe('Asia/Tokyo');
  });

  it('signs up without a zone the server does not know, or without any', async () => {
    for (const zone of ['Nowhere/Imaginary', undefined]) {
      const { client, answer } = signUp(zone);
      expect((await answer).status).toBe(200);
      expect((await client.get<Me>('/api/me')).body.timeZone).toBeNull();
    }
  });
});
