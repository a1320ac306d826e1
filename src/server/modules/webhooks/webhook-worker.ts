import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.js';
import type { DomainEvent } from '../../events/catalogue.js';
import { insertOutboxRows } from '../../events/outbox.repo.js';
import { lowerOwnPriority } from '../../threads/thread-priority.js';
import { systemResolver, WebhookNetworkGuard, type HostResolver } from './webhook-address.js';
import { makeMessages } from './webhook-fanout.js';
import { WebhookPoster } from './webhook-http.js';
import type { ChangeRunner } from './webhook-outcome.js';
import { WebhookSender, type SenderLog } from './webhook-sender.js';
import type { FromWebhookWorker, ToWebhookWorker, WebhookWorkerData } from './webhook-worker-messages.js';

/**
 * The webhook thread: it makes the messages of each domain event and sends them (webhook-sender.ts), at the CPU
 * priority of the other background threads, so that under full load the redirects' thread keeps the CPU and the
 * messages wait; its database connection is its own. The main thread's outbox subscriber hands it the events and
 * waits for its answer, so an event is only let go of once its messages are stored.
 */
const port = parentPort;
if (!port) throw new Error('webhook-worker must run as a worker thread');
const data = workerData as WebhookWorkerData;
lowerOwnPriority(data.nice);
const send = (message: FromWebhookWorker) => port.postMessage(message);
const database = openDatabase(data.database, { busyTimeoutMs: 1_000 });
let clock = data.clock;
let durable: Record<string, string[]> = {};

const log: SenderLog = {
  info: (fields, message) => send({ type: 'log', level: 'info', message, fields: plain(fields) }),
  warn: (fields, message) => send({ type: 'log', level: 'warn', message, fields: plain(fields) }),
};

// A test's resolver lives on the main thread: look-ups go there and back.
const resolutions = new Map<
  number,
  { resolve: (value: Awaited<ReturnType<HostResolver>>) => void; reject: (error: Error) => void }
>();
let nextResolution = 0;
const resolver: HostResolver = data.resolveOnMain
  ? (hostname) =>
      new Promise((resolve, reject) => {
        const id = (nextResolution += 1);
        resolutions.set(id, { resolve, reject });
        send({ type: 'resolve', id, hostname });
      })
  : systemResolver;

const changes: ChangeRunner = {
  async change(work) {
    const events: DomainEvent[] = [];
    await database.db.transaction().execute(async (trx) => {
      await work({ trx, publish: (event) => events.push(event) });
      const rows = events.flatMap((event) => (durable[event.type] ?? []).map((subscriber) => ({ event, subscriber })));
      await insertOutboxRows(trx, rows);
    });
    if (events.length > 0) send({ type: 'committed', events });
  },
};

const sender = new WebhookSender({
  db: database.db,
  changes,
  poster: new WebhookPoster(new WebhookNetworkGuard(data.allowedNetworks, resolver)),
  log,
  now: () => clock ?? Date.now(),
  enabled: data.send,
});
sender.start();

port.on('message', (message: ToWebhookWorker) => {
  switch (message.type) {
    case 'make':
      makeMessages(database.db, message.event, clock ?? Date.now()).then(
        (made) => {
          send({ type: 'made', id: message.id, error: null });
          if (made > 0) sender.nudge();
        },
        (error: unknown) => send({ type: 'made', id: message.id, error: String(error) }),
      );
      return;
    case 'nudge':
      sender.nudge();
      return;
    case 'endpoint-changed':
      sender.forgetEndpoint(message.id);
      return;
    case 'subscribers':
      durable = message.durable;
      return;
    case 'clock':
      clock = message.now;
      sender.nudge();
      return;
    case 'resolved': {
      const waiting = resolutions.get(message.id);
      resolutions.delete(message.id);
      if (message.addresses) waiting?.resolve(message.addresses);
      else waiting?.reject(Object.assign(new Error(`lookup failed: ${message.code}`), { code: message.code }));
      return;
    }
    case 'close':
      void sender
        .close()
        .then(() => database.close())
        .catch(() => undefined)
        .finally(() => send({ type: 'closed' }));
  }
});

// Errors cross the thread boundary as their message and code.
function plain(fields: object): Record<string, unknown> {
  const result: Record<string, unknown> = { ...fields };
  const error = result.err;
  if (error instanceof Error) {
    result.err = { message: error.message, code: (error as NodeJS.ErrnoException).code, stack: error.stack };
  }
  return result;
}
