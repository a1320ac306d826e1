import { test } from '@playwright/test';
import { startReceiver, type Answer, type Receiver } from '../src/server/test/webhook-receiver.js';

export { verify } from '../src/server/test/webhook-receiver.js';

/**
 * A webhook receiver for a spec: a real HTTP server on 127.0.0.1 (the API tests' own, src/server/test/webhook-receiver.ts)
 * that records every message posted to it and answers as `answer` says (by default 200 with a short JSON body), started
 * before the spec's tests and closed after them. The answer, called inside a test, gives the receiver.
 *
 * The e2e server reaches it only because scripts/e2e.mjs starts it with WEBHOOK_ALLOWED_NETWORKS=127.0.0.1: without,
 * a loopback address is refused as the endpoint's address (a field error), so the spec fails at once saying why.
 */
export function useWebhookReceiver(
  answer: (index: number) => Answer = () => ({
    status: 200,
    body: '{"received":true}',
    headers: { 'content-type': 'application/json' },
  }),
): () => Receiver {
  let receiver: Receiver | undefined;

  test.beforeAll(async () => {
    receiver = await startReceiver(answer);
  });

  test.afterAll(async () => {
    await receiver?.close();
  });

  return () => {
    if (!receiver) throw new Error('useWebhookReceiver: the receiver is not started yet');
    if (!(process.env.WEBHOOK_ALLOWED_NETWORKS ?? '').split(',').some((entry) => entry.trim() === '127.0.0.1')) {
      throw new Error(
        'The e2e server must allow webhooks to 127.0.0.1: run the suite through scripts/e2e.mjs, which sets ' +
          'WEBHOOK_ALLOWED_NETWORKS=127.0.0.1 (or set it yourself).',
      );
    }
    return receiver;
  };
}
