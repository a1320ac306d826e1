import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from '../../test/child-server.js';
import { createTestLink, visit } from '../../test/links.js';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.js';

/**
 * A webhook's cause and its place in the outbox commit together (the clicks with the writer's batch), so a process
 * killed before it made or sent any message loses none: the next process sends them all, each once.
 */
describe('webhooks pending when the process is killed', () => {
  const environment = useChildEnvironment('webhooks-crash', {
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1',
  });
  let receiver: Receiver | undefined;
  afterAll(async () => receiver?.close());

  it(
    'are all delivered after the restart',
    async () => {
      const env = environment();
      const database = openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).database);
      receiver = await startReceiver();
      // Not dispatching: the events wait in the outbox, as they would between a commit and a crash.
      const crashed = await startChildServer({ ...env, OUTBOX_DISPATCH: 'false' });
      try {
        const { email, link } = await ownerWithLink(crashed);
        const client = await signedIn(crashed, email);
        const endpoint = await client.post('/api/webhooks', {
          url: receiver.url,
          eventTypes: ['link.created', 'link.clicked'],
        });
        expect(endpoint.status).toBe(201);
        await createTestLink(client, { name: 'Two' });
        await createTestLink(client, { name: 'Three' });
        for (let index = 0; index < 2; index += 1)
          expect((await visit(crashed.url, `/r/${link.hash}`)).status).toBe(302);
        const waiting = async () =>
          (
            await database.db
              .selectFrom('outbox')
              .select('type')
              .where('subscriber', '=', 'webhooks.messages')
              .orderBy('seq')
              .execute()
          ).map((row) => row.type);
        // Every change waits there (the first link's too, which came before the endpoint and will not be sent); the
        // clicks came with the writer's batch.
        await expect
          .poll(waiting, { timeout: 15_000 })
          .toEqual(['link.created', 'link.created', 'link.created', 'clicks.stored']);

        crashed.process.kill('SIGKILL');
        await exitCode(crashed.process);
        expect(receiver.received).toHaveLength(0);
        const restarted = await startChildServer(env);
        try {
          await expect.poll(() => receiver!.received.length, { timeout: 20_000 }).toBe(4);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          const types = receiver
            .bodies()
            .map((body) => body.type)
            .sort();
          expect(types).toEqual(['link.clicked', 'link.clicked', 'link.created', 'link.created']);
          const ids = receiver.received.map((message) => message.headers['webhook-id']);
          expect(new Set(ids).size).toBe(4);
        } finally {
          restarted.process.kill('SIGTERM');
          await exitCode(restarted.process);
        }
      } finally {
        if (crashed.process.exitCode === null && crashed.process.signalCode === null) crashed.process.kill('SIGKILL');
        await database.close();
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
