import { describe, expect, it } from 'vitest';
import { TestClient } from './test/client.js';
import { signUpUser } from './test/factories.js';
import { startTestServer } from './test/harness.js';

describe('when the database cannot be reached', () => {
  it('answers 503 service_unavailable, not a signed-out 401 nor a bare 500', async () => {
    const server = await startTestServer();
    try {
      const { client, email, password } = await signUpUser(server);
      await server.database.close();

      const me = await client.get('/api/me');
      expect(me.status).toBe(503);
      expect(me.body.error.code).toBe('service_unavailable');

      const signIn = await new TestClient(server.url).post('/api/auth/sign-in/email', { email, password });
      expect(signIn.status).toBe(503);
      expect(signIn.body.error.code).toBe('service_unavailable');
    } finally {
      await server.close();
    }
  });
});

describe('/healthz when the database is gone', () => {
  it('answers /healthz with 503', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const response = await new TestClient(broken.url).get('/healthz');
    expect(response.status).toBe(503);
    expect(response.body.database.reachable).toBe(false);
    await broken.close();
  });
});
