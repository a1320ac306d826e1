import { afterEach, describe, expect, it } from 'vitest';
import type { Webhook, WebhookAttempt, WebhookWithSecret } from '../../../shared/webhooks.js';
import { WEBHOOK_MESSAGE_TYPES } from '../../../shared/webhook-payloads.js';
import { buildQrCode, buildSignedInUser } from '../../test/builders.js';
import { agedToken, field, postForm, ratingAndText } from '../../test/feedback.js';
import { buildPage } from '../../test/pages.js';
import { openPage } from '../../test/public-pages.js';
import type { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit } from '../../test/links.js';
import { TestClock } from '../../test/schedule.js';
import { startReceiver, verify, type Receiver } from '../../test/webhook-receiver.js';
import { RETRY_JITTER, RETRY_WAITS_MS } from './webhook-retries.js';

const SOON = { timeout: 20_000, interval: 50 };
const clock = new TestClock(Date.now());
const receivers: Receiver[] = [];

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

async function createEndpoint(client: TestClient, url: string, eventTypes: string[] = ['link.created']) {
  const response = await client.post<WebhookWithSecret>('/api/webhooks', { url, eventTypes });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function attemptsOf(client: TestClient, id: string, query = ''): Promise<WebhookAttempt[]> {
  const response = await client.get<{ items: WebhookAttempt[] }>(`/api/webhooks/${id}/attempts${query}`);
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('webhooks, delivered to real receivers', () => {
  // Receivers run on 127.0.0.1, which only an admin's allowance lets webhooks reach.
  const server = useTestServer({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' }, { clock });
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((started) => started.close()));
  });

  it('signs every message so that the reference verifier accepts it, and refuses a tampered or stale one', async () => {
    const { client } = await buildSignedInUser(server());
    const target = await receiver();
    const endpoint = await createEndpoint(client, target.url);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.secretPrefix).toBe(endpoint.secret.slice(0, 12));

    const test = await client.post<{ messageId: string }>(`/api/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    await expect.poll(() => target.received.length, SOON).toBe(1);
    const [message] = target.received;
    expect(message!.headers['webhook-id']).toBe(test.body.messageId);
    expect(message!.headers['content-type']).toBe('application/json');
    expect(verify(endpoint.secret, message!)).toMatchObject({ type: 'webhook.test', data: { version: 1 } });

    expect(() => verify(endpoint.secret, { ...message!, body: message!.body.replace('test', 'tset') })).toThrow();
    const stale = String(Number(message!.headers['webhook-timestamp']) - 6 * 60);
    expect(() =>
      verify(endpoint.secret, { ...message!, headers: { ...message!.headers, 'webhook-timestamp': stale } }),
    ).toThrow(/too old/i);
    // The list never shows the secret again.
    const listed = await client.get<{ items: Webhook[] }>('/api/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
  });

  it('sends a link’s creation and its clicks, without the visitor’s address', async () => {
    const { client } = await buildSignedInUser(server());
    const target = await receiver();
    await createEndpoint(client, target.url, ['link.created', 'link.clicked']);
    const link = await createTestLink(client);
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '203.0.113.77' });

    await expect
      .poll(
        () =>
          target
            .bodies()
            .map((body) => body.type)
            .sort(),
        SOON,
      )
      .toEqual(['link.clicked', 'link.created']);
    const clicked = target.bodies().find((body) => body.type === 'link.clicked')!;
    expect(clicked.data).toMatchObject({ version: 1, linkId: link.id, qrCodeId: null });
    expect(Date.parse(clicked.timestamp)).not.toBeNaN();
    const created = target.bodies().find((body) => body.type === 'link.created')!;
    expect(created.data).toEqual({ version: 1, id: link.id });
    for (const message of target.received) expect(message.body).not.toMatch(/127\.0\.0\.1|203\.0\.113\.77/);
  });

  it('sends a QR code’s scan, a form’s response with its answers and a page’s views, as documented', async () => {
    const owner = await buildSignedInUser(server());
    const { client } = owner;
    const target = await receiver();
    await createEndpoint(client, target.url, ['qr.scanned', 'feedback.response', 'page.viewed']);
    const code = await buildQrCode(server(), owner, { url: 'https://example.com/menu' });
    await visit(server().url, code.path);
    const { form, rating, text } = await ratingAndText(owner);
    const token = agedToken(server(), form.id);
    await postForm(server(), form.id, [['token', token], field(rating, 4), field(text, 'Lovely terrace')]);
    const page = await buildPage(server(), owner, { type: 'coupon', title: 'Spring deal', code: 'SPRING' });
    await openPage(server(), `/p/${page.id}`);

    await expect
      .poll(
        () =>
          target
            .bodies()
            .map((body) => body.type)
            .sort(),
        SOON,
      )
      .toEqual(['feedback.response', 'page.viewed', 'qr.scanned']);
    const byType = new Map(target.bodies().map((body) => [body.type, body.data]));
    expect(byType.get('qr.scanned')).toMatchObject({ qrCodeId: code.id, linkId: null });
    expect(byType.get('feedback.response')).toMatchObject({
      formId: form.id,
      answers: [
        { questionId: rating.id, question: 'How was your meal?', answer: 4 },
        { questionId: text.id, question: 'Anything else?', answer: 'Lovely terrace' },
      ],
    });
    expect(byType.get('page.viewed')).toMatchObject({ pageId: page.id, views: 1 });
  });

  it('documents every message type in the OpenAPI document’s webhooks section', async () => {
    const document = (await fetch(`${server().url}/api/openapi.json`).then((response) => response.json())) as {
      webhooks: Record<string, unknown>;
    };
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_MESSAGE_TYPES].sort());
  });

  it('tries a failing receiver again on the schedule, ±20 %, with one webhook-id, until it answers', async () => {
    const { client } = await buildSignedInUser(server());
    const target = await receiver((index) =>
      index < 3 ? { status: 500, body: 'down for maintenance' } : { status: 200 },
    );
    const endpoint = await createEndpoint(client, target.url);
    await createTestLink(client);

    for (let failures = 1; failures <= 3; failures++) {
      await expect.poll(async () => (await attemptsOf(client, endpoint.id)).length, SOON).toBe(failures);
      const [latest] = await attemptsOf(client, endpoint.id);
      expect(latest).toMatchObject({ succeeded: false, status: 500, error: 'http_status' });
      expect(latest!.responseBody).toBe('down for maintenance');
      const wait = Date.parse(latest!.nextAttemptAt!) - Date.parse(latest!.attemptedAt);
      const planned = RETRY_WAITS_MS[failures - 1]!;
      expect(wait).toBeGreaterThanOrEqual(Math.floor(planned * (1 - RETRY_JITTER)));
      expect(wait).toBeLessThanOrEqual(Math.ceil(planned * (1 + RETRY_JITTER)));
      // Not before its time: the clock stands a moment before the retry.
      clock.set(Date.parse(latest!.nextAttemptAt!) - 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(target.received).toHaveLength(failures);
      clock.set(Date.parse(latest!.nextAttemptAt!));
    }
    await expect.poll(() => target.received.length, SOON).toBe(4);
    expect(new Set(target.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
    const attempts = await attemptsOf(client, endpoint.id);
    expect(attempts.map((attempt) => attempt.succeeded)).toEqual([true, false, false, false]);
    // Each planned retry happened: the log plans none any more.
    expect(attempts.map((attempt) => attempt.nextAttemptAt)).toEqual([null, null, null, null]);
    expect((await attemptsOf(client, endpoint.id, '?outcome=failed')).length).toBe(3);
    const after = await client.get<Webhook>(`/api/webhooks/${endpoint.id}`);
    expect(after.body).toMatchObject({ failuresInARow: 0, enabled: true });
  });

  it('turns an endpoint off when it answers 410 Gone, and tells the owner', async () => {
    const { client } = await buildSignedInUser(server());
    const target = await receiver(() => ({ status: 410 }));
    const endpoint = await createEndpoint(client, target.url);
    await createTestLink(client);
    await expect
      .poll(async () => (await client.get<Webhook>(`/api/webhooks/${endpoint.id}`)).body, SOON)
      .toMatchObject({ enabled: false, disabledReason: 'gone' });
    await expect
      .poll(async () => (await client.get('/api/notifications')).body.items.map((item: any) => item.kind), SOON)
      .toContain('webhook.disabled');
    // Nothing more goes to it, and a test event says why.
    await createTestLink(client);
    expect((await client.post(`/api/webhooks/${endpoint.id}/test`)).body.error.code).toBe('webhook_disabled');
    expect(target.received).toHaveLength(1);
  });

  it('counts a redirect as a failure and never follows it', async () => {
    const { client } = await buildSignedInUser(server());
    const elsewhere = await receiver();
    const target = await receiver(() => ({ status: 302, headers: { location: elsewhere.url } }));
    const endpoint = await createEndpoint(client, target.url);
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    await expect
      .poll(async () => (await attemptsOf(client, endpoint.id)).map((attempt) => attempt.error), SOON)
      .toEqual(['redirect']);
    expect(elsewhere.received).toHaveLength(0);
  });

  it('resends a message with the same webhook-id, and signs with the old secret beside the new one after a rotation', async () => {
    const { client } = await buildSignedInUser(server());
    const target = await receiver();
    const endpoint = await createEndpoint(client, target.url);
    const test = await client.post<{ messageId: string }>(`/api/webhooks/${endpoint.id}/test`);
    await expect.poll(() => target.received.length, SOON).toBe(1);

    const rotated = await client.post<WebhookWithSecret>(`/api/webhooks/${endpoint.id}/secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.body.previousSecretUntil!) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const resent = await client.post(`/api/webhooks/${endpoint.id}/messages/${test.body.messageId}/resend`);
    expect(resent.status).toBe(202);
    await expect.poll(() => target.received.length, SOON).toBe(2);
    const again = target.received[1]!;
    expect(again.headers['webhook-id']).toBe(test.body.messageId);
    expect(String(again.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(rotated.body.secret, again)).toBeTruthy();
    expect(verify(endpoint.secret, again)).toBeTruthy();
    expect((await client.post(`/api/webhooks/${endpoint.id}/messages/msg_unknown/resend`)).status).toBe(404);
  });

  it('refuses bad input on its field: an address, an event type, a secret of the wrong shape', async () => {
    const { client } = await buildSignedInUser(server());
    const fieldsOf = (response: { body: any }) =>
      response.body.error.details.fields.map((field: any) => `${field.path}:${field.code}`);
    expect(
      fieldsOf(await client.post('/api/webhooks', { url: 'ftp://example.com', eventTypes: ['link.created'] })),
    ).toEqual(['url:invalid_url']);
    expect(fieldsOf(await client.post('/api/webhooks', { url: 'https://u:p@example.com', eventTypes: [] }))).toEqual([
      'url:url_with_credentials',
      'eventTypes:required',
    ]);
    expect(
      fieldsOf(await client.post('/api/webhooks', { url: 'https://example.com', eventTypes: ['link.exploded'] })),
    ).toEqual(['eventTypes.0:invalid_option']);
    const target = await receiver();
    const endpoint = await createEndpoint(client, target.url);
    expect(fieldsOf(await client.post(`/api/webhooks/${endpoint.id}/secret`, { secret: 'whsec_short' }))).toEqual([
      'secret:invalid_webhook_secret',
    ]);
    // Nothing was half written: the endpoint still signs with its secret alone.
    const unchanged = await client.get<Webhook>(`/api/webhooks/${endpoint.id}`);
    expect(unchanged.body.previousSecretUntil).toBeNull();
  });

  it('lets a slow receiver hold only its own deliveries, and gives up on it after 15 s', async () => {
    const { client } = await buildSignedInUser(server());
    const slow = await receiver(() => 'hang');
    const quick = await receiver();
    const stuck = await createEndpoint(client, slow.url);
    await createEndpoint(client, quick.url);
    await createTestLink(client);
    await expect.poll(() => slow.received.length, SOON).toBe(1);
    await expect.poll(() => quick.received.length, SOON).toBe(1);
    expect(await attemptsOf(client, stuck.id)).toHaveLength(0);
    await expect
      .poll(async () => (await attemptsOf(client, stuck.id)).map((attempt) => attempt.error), { timeout: 25_000 })
      .toEqual(['timeout']);
  }, 40_000);
});
