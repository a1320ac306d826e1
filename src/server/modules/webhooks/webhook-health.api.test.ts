import { afterEach, describe, expect, it } from 'vitest';
import type { Webhook, WebhookAttempt, WebhookWithSecret } from '../../../shared/webhooks.js';
import { buildSignedInUser } from '../../test/builders.js';
import type { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { nextDue } from '../../schedule/rules.js';
import { TestClock, jobRow } from '../../test/schedule.js';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.js';
import { RESPONSE_KEPT_BYTES } from './webhook-http.js';
import { WEBHOOK_RETENTION_JOB } from './webhooks-setup.js';
import { DISABLE_AFTER_FAILING_MS, DISABLE_AFTER_FAILURES, NOTIFY_AFTER_FAILURES } from './webhook-retries.js';

const SOON = { timeout: 20_000, interval: 50 };
const clock = new TestClock(Date.now());
const receivers: Receiver[] = [];

async function endpointTo(client: TestClient, answer: Parameters<typeof startReceiver>[0]) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const created = await client.post<WebhookWithSecret>('/api/webhooks', {
    url: receiver.url,
    eventTypes: ['link.created'],
  });
  expect(created.status).toBe(201);
  return { receiver, endpoint: created.body };
}

const DAY = 86_400_000;
const attemptsOf = async (client: TestClient, id: string) =>
  (await client.get<{ items: WebhookAttempt[] }>(`/api/webhooks/${id}/attempts`)).body.items;
const kindsOf = async (client: TestClient) =>
  (await client.get('/api/notifications')).body.items.map((item: { kind: string }) => item.kind);
const webhookOf = async (client: TestClient, id: string) => (await client.get<Webhook>(`/api/webhooks/${id}`)).body;

describe('an endpoint that keeps failing', () => {
  const server = useTestServer({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' }, { clock });
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  it(`tells the owner at the ${NOTIFY_AFTER_FAILURES}th failure in a row and turns it off at the ${DISABLE_AFTER_FAILURES}th`, async () => {
    const { client } = await buildSignedInUser(server());
    const { receiver, endpoint } = await endpointTo(client, () => ({ status: 503 }));
    for (let index = 0; index < NOTIFY_AFTER_FAILURES; index += 1) await createTestLink(client, { name: `L${index}` });
    await expect.poll(() => kindsOf(client), SOON).toEqual(['webhook.failing']);
    expect(await webhookOf(client, endpoint.id)).toMatchObject({
      enabled: true,
      failuresInARow: NOTIFY_AFTER_FAILURES,
    });

    for (let index = NOTIFY_AFTER_FAILURES; index < DISABLE_AFTER_FAILURES; index += 1) {
      await createTestLink(client, { name: `L${index}` });
    }
    await expect
      .poll(() => webhookOf(client, endpoint.id), SOON)
      .toMatchObject({ enabled: false, disabledReason: 'failing', failuresInARow: DISABLE_AFTER_FAILURES });
    await expect.poll(() => kindsOf(client), SOON).toEqual(['webhook.disabled', 'webhook.failing']);
    // Its waiting retries are dropped: nothing more is sent.
    clock.set(clock.now() + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received).toHaveLength(DISABLE_AFTER_FAILURES);
    // Nor does the log still plan their retries.
    expect((await attemptsOf(client, endpoint.id)).every((attempt) => attempt.nextAttemptAt === null)).toBe(true);

    // Turned on again, it starts afresh.
    const on = await client.patch<Webhook>(`/api/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failuresInARow: 0 });
  });

  it('turns it off after 5 days without a success, however few its messages', async () => {
    const { client } = await buildSignedInUser(server());
    const { endpoint } = await endpointTo(client, () => ({ status: 500 }));
    await createTestLink(client);
    await expect.poll(async () => (await webhookOf(client, endpoint.id)).failuresInARow, SOON).toBe(1);
    clock.set(clock.now() + DISABLE_AFTER_FAILING_MS);
    await expect
      .poll(() => webhookOf(client, endpoint.id), SOON)
      .toMatchObject({ enabled: false, disabledReason: 'failing', failuresInARow: 2 });
  });

  it('deletes the log of messages older than 30 days at 04:00 UTC, and keeps the rest', async () => {
    const { client } = await buildSignedInUser(server());
    const { endpoint } = await endpointTo(client, () => ({ status: 204 }));
    const { db } = server().database;
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    await expect.poll(async () => (await attemptsOf(client, endpoint.id)).length, SOON).toBe(2);
    const runsAt = nextDue({ hour: 4, minute: 0, timeZone: 'UTC' }, clock.now());
    // One message was made 31 days before the run, the other 29.
    const [old, recent] = (
      await db.selectFrom('webhook_message').select('id').where('endpoint_id', '=', endpoint.id).execute()
    ).map((row) => row.id);
    await db
      .updateTable('webhook_message')
      .set({ created_at: runsAt - 31 * DAY })
      .where('id', '=', old!)
      .execute();
    await db
      .updateTable('webhook_message')
      .set({ created_at: runsAt - 29 * DAY })
      .where('id', '=', recent!)
      .execute();
    await expect
      .poll(() => jobRow(db, WEBHOOK_RETENTION_JOB), SOON)
      .toMatchObject({ dueAt: new Date(runsAt).toISOString() });
    clock.set(runsAt);
    await expect
      .poll(async () => (await attemptsOf(client, endpoint.id)).map((attempt) => attempt.messageId), SOON)
      .toEqual([recent]);
  });

  it('keeps 4 KB of an endless answer and cuts the connection', async () => {
    const { client } = await buildSignedInUser(server());
    const huge = 'x'.repeat(50 * 1024 * 1024);
    const { endpoint } = await endpointTo(client, () => ({ status: 200, body: huge }));
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    await expect
      .poll(
        async () => (await client.get<{ items: WebhookAttempt[] }>(`/api/webhooks/${endpoint.id}/attempts`)).body.items,
        SOON,
      )
      .toHaveLength(1);
    const [attempt] = (await client.get<{ items: WebhookAttempt[] }>(`/api/webhooks/${endpoint.id}/attempts`)).body
      .items;
    expect(attempt).toMatchObject({ succeeded: true, status: 200 });
    expect(attempt!.responseBody).toHaveLength(RESPONSE_KEPT_BYTES);
  });
});
