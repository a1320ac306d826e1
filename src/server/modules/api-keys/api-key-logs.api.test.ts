import { describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../../shared/api-keys.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  startChildServer,
  useChildEnvironment,
  type ChildServer,
} from '../../test/child-server.js';
import { TestClient } from '../../test/client.js';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';

const environment = useChildEnvironment('key-logs', { LOG_LEVEL: 'trace' });

describe("an API key's secret", () => {
  it(
    'never appears in a log line, even at the most detailed level and on failed requests',
    async () => {
      const output: string[] = [];
      let server: ChildServer | undefined;
      try {
        server = await startChildServer(environment(), { output });
        const client = new TestClient(server.url);
        await client.post('/api/auth/sign-up/email', {
          fullName: 'Ada',
          email: uniqueEmail(),
          password: TEST_PASSWORD,
        });
        const created = await client.post<CreatedApiKey>('/api/api-keys', { name: 'Logged?', scope: 'read' });
        const { secret } = created.body;
        const api = new TestClient(server.url, { authorization: `Bearer ${secret}` });
        expect((await api.get('/api/links')).status).toBe(200);
        expect((await api.post('/api/links', { name: 'x', url: 'https://example.com' })).status).toBe(403);
        expect((await api.get('/api/links?limit=nope')).status).toBe(422);
        await client.request('DELETE', `/api/api-keys/${created.body.id}`);
        expect((await api.get('/api/links')).status).toBe(401);
        const log = output.join('');
        // The log is there and detailed: it records the requests, just not the key.
        expect(log).toContain('/api/links');
        expect(log).not.toContain(secret.slice(8));
      } finally {
        server?.process.kill('SIGTERM');
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
