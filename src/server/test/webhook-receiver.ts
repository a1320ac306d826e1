import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhookBodySchema } from '../../shared/webhook-payloads.js';
import type { WebhookMessageType } from '../../shared/webhooks.js';

/** A message as a receiver got it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** How the receiver answers the n-th message (0-based): a status (and body), or `hang` to never answer. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 that records every message posted to it and answers as the test says (by default
 * 204). `close` ends every connection, hanging ones too.
 */
export async function startReceiver(answer: (index: number) => Answer = () => ({ status: 204 })) {
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const reply = answer(index);
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, reply.headers ?? {});
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The messages' parsed bodies, each checked against its documented schema (shared/webhook-payloads.ts). */
    bodies: () =>
      received.map((message) => {
        const body = JSON.parse(message.body) as { type: WebhookMessageType; timestamp: string; data: any };
        webhookBodySchema(body.type).parse(body);
        return body;
      }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** What the Standard Webhooks reference verifier makes of a received message (throws when it refuses it). */
export function verify(secret: string, message: Received): unknown {
  const headers: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    headers[name] = String(message.headers[name] ?? '');
  }
  return new Webhook(secret).verify(message.body, headers);
}
