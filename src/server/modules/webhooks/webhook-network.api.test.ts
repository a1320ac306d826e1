import { afterAll, describe, expect, it } from 'vitest';
import type { WebhookAttempt, WebhookWithSecret } from '../../../shared/webhooks.js';
import { buildSignedInUser } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.js';
import type { HostResolver } from './webhook-address.js';

const PUBLIC_ADDRESS = '93.184.215.14';
let receiver: Receiver;
// `rebind.example` answers a public address at the first look-up (the check when the endpoint is saved), then the
// receiver's 127.0.0.1: the DNS-rebinding trick. `dns.example` answers public addresses for the http check.
let rebindLookups = 0;
const resolveHost: HostResolver = async (hostname) => {
  if (hostname === 'rebind.example') {
    rebindLookups += 1;
    return [{ address: rebindLookups === 1 ? PUBLIC_ADDRESS : '127.0.0.1', family: 4 }];
  }
  if (hostname === 'public.example') return [{ address: PUBLIC_ADDRESS, family: 4 }];
  if (hostname === 'metadata.example') return [{ address: '169.254.169.254', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

describe('webhooks never reach into the private network unless the admin allows it', () => {
  // No WEBHOOK_ALLOWED_NETWORKS here.
  const server = useTestServer({}, { resolveHost });
  afterAll(async () => receiver?.close());

  it('refuses loopback, private, link-local and unresolvable addresses, and plain http, on the address field', async () => {
    const { client } = await buildSignedInUser(server());
    receiver = await startReceiver();
    const codeOf = async (url: string) => {
      const response = await client.post('/api/webhooks', { url, eventTypes: ['link.created'] });
      expect(response.status, url).toBe(422);
      return response.body.error.details.fields.map((field: any) => `${field.path}:${field.code}`);
    };
    expect(await codeOf(receiver.url)).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://127.0.0.1/hooks')).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://[::1]/hooks')).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://10.1.2.3/hooks')).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://[::ffff:192.168.0.1]/hooks')).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://metadata.example/latest')).toEqual(['url:url_not_allowed']);
    expect(await codeOf('https://nowhere.example/hooks')).toEqual(['url:url_unresolvable']);
    expect(await codeOf('http://public.example/hooks')).toEqual(['url:url_not_https']);
    const list = await client.get('/api/webhooks');
    expect(list.body.items).toEqual([]);
  });

  it('checks the address again at every connection, so a name rebound to 127.0.0.1 gets nothing', async () => {
    const { client } = await buildSignedInUser(server());
    receiver ??= await startReceiver();
    const created = await client.post<WebhookWithSecret>('/api/webhooks', {
      url: `https://rebind.example:${receiver.port}/hooks`,
      eventTypes: ['link.created'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await client.post(`/api/webhooks/${created.body.id}/test`);
    await expect
      .poll(
        async () =>
          (await client.get<{ items: WebhookAttempt[] }>(`/api/webhooks/${created.body.id}/attempts`)).body.items.map(
            (attempt) => attempt.error,
          ),
        { timeout: 20_000 },
      )
      .toEqual(['address_not_allowed']);
    expect(rebindLookups).toBeGreaterThanOrEqual(2);
    expect(receiver.received).toHaveLength(0);
  });
});
