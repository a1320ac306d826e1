import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { rawRequest } from '../../test/raw-request.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';

const LIMIT = 10;
const redisUp = await redisReachable();

// An address of the documentation range no other test uses, so counts kept in Redis never meet another run's.
const someAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function signIn(server: TestServer, email: string, headers: Record<string, string> = {}) {
  return new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: 'not-the-password' }, headers);
}

/** The statuses of `count` sign-in attempts, each made by `attempt(index)`. */
async function statuses(count: number, attempt: (index: number) => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await attempt(index)).status);
  return seen;
}

const refused = [...Array<number>(LIMIT).fill(401), 429];

describe('rate limits behind a proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('count the address our proxy saw, not one a client put in X-Forwarded-For', async () => {
    const client = someAddress();
    // Each attempt claims another address; the proxy (here: the test, on loopback) appended the real one.
    const seen = await statuses(LIMIT + 1, (index) =>
      signIn(server, uniqueEmail('spoof'), { 'x-forwarded-for': `203.0.113.${index}, ${client}` }),
    );
    expect(seen).toEqual(refused);
  });

  it('count every spelling of the sign-up path as sign-up', async () => {
    const headers = { 'x-forwarded-for': someAddress() };
    const spellings = ['/api/auth/./sign-up/email', '/api/auth/%2e/sign-up/email', '//api/auth//sign-up/email'];
    const seen = await statuses(LIMIT + 1, (index) =>
      rawRequest(server.url, 'POST', spellings[index % spellings.length]!, { headers, body: { fullName: 'x' } }),
    );
    expect(seen).toEqual([...Array<number>(LIMIT).fill(422), 429]);
  });

  it('limit sign-in per account too, however many addresses the attempts come from', async () => {
    const email = uniqueEmail('target');
    const seen = await statuses(LIMIT + 1, () => signIn(server, email, { 'x-forwarded-for': someAddress() }));
    expect(seen).toEqual(refused);
    // The account's count does not hold back anyone else.
    expect((await signIn(server, uniqueEmail('other'), { 'x-forwarded-for': someAddress() })).status).toBe(401);
  });

  it('count an account in any letter case as one', async () => {
    const email = uniqueEmail('case');
    const seen = await statuses(LIMIT + 1, (index) =>
      signIn(server, index % 2 ? email.toUpperCase() : email, { 'x-forwarded-for': someAddress() }),
    );
    expect(seen).toEqual(refused);
  });

  it('limit email and password changes per address and per account', async () => {
    const address = { 'x-forwarded-for': someAddress() };
    const { client } = await signUpUser(server);
    const patches = await statuses(LIMIT + 1, () =>
      client.patch('/api/me', { email: uniqueEmail('new'), currentPassword: 'wrong-password' }, address),
    );
    expect(patches).toEqual([...Array<number>(LIMIT).fill(422), 429]);

    const other = await signUpUser(server);
    const changes = await statuses(LIMIT + 1, () =>
      other.client.post(
        '/api/me/password',
        { currentPassword: 'wrong-password', newPassword: 'another-long-one-7' },
        { 'x-forwarded-for': someAddress() },
      ),
    );
    expect(changes).toEqual([...Array<number>(LIMIT).fill(422), 429]);
    const limited = await other.client.post(
      '/api/me/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'another-long-one-7' },
      { 'x-forwarded-for': someAddress() },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
  });

  it('leave profile saves their own, larger budget, and count their password checks with the password change', async () => {
    const address = { 'x-forwarded-for': someAddress() };
    const { client } = await signUpUser(server);
    const saves = await statuses(LIMIT + 5, () => client.patch('/api/me', { locale: 'fi' }, address));
    expect(saves).toEqual(Array<number>(LIMIT + 5).fill(200));

    const guesses = await statuses(LIMIT, () =>
      client.patch('/api/me', { email: uniqueEmail('new'), currentPassword: 'wrong-password' }, address),
    );
    expect(guesses).toEqual(Array<number>(LIMIT).fill(422));
    const change = await client.post(
      '/api/me/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'another-long-one-7' },
      { 'x-forwarded-for': someAddress() },
    );
    expect(change.status).toBe(429);
  });
});

describe('rate limits without TRUST_PROXY', () => {
  it('ignore X-Forwarded-For altogether', async () => {
    const server = await startTestServer({ AUTH_RATE_LIMIT: String(LIMIT) });
    try {
      const seen = await statuses(LIMIT + 1, () =>
        signIn(server, uniqueEmail('direct'), { 'x-forwarded-for': someAddress() }),
      );
      expect(seen).toEqual(refused);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits with REDIS_URL', () => {
  it('keep working on each node while Redis cannot be reached, never answering 500', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const server = await startTestServer({ AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect(await statuses(LIMIT + 1, () => signIn(server, uniqueEmail('outage')))).toEqual(refused);
    } finally {
      await server.close();
    }
  });

  describe.skipIf(!redisUp)('with Redis up', () => {
    const nodes: TestServer[] = [];
    beforeAll(async () => {
      for (let node = 0; node < 2; node += 1) {
        nodes.push(await startTestServer({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true', REDIS_URL }));
      }
    });
    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.close()));
    });

    it('are shared by every node: attempts spread over two nodes meet one limit', async () => {
      const address = someAddress();
      const seen = await statuses(LIMIT + 1, (index) =>
        signIn(nodes[index % 2]!, uniqueEmail('shared'), { 'x-forwarded-for': address }),
      );
      expect(seen).toEqual(refused);
    });

    it('share the per-account count too', async () => {
      const email = uniqueEmail('shared-account');
      const seen = await statuses(LIMIT + 1, (index) =>
        signIn(nodes[index % 2]!, email, { 'x-forwarded-for': someAddress() }),
      );
      expect(seen).toEqual(refused);
    });
  });
});
