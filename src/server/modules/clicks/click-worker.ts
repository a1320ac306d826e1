import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { unpackBatch } from './click-batch.js';
import type { EnrichedClick, RawClick } from './click-types.js';
import { pruneVisitors, writeClicks } from './clicks.repo.js';
import { rollUpFinishedDays } from './rollups.repo.js';
import { createEnricher, type Enricher } from './enrich.js';
import { openGeoLocator } from './geo.js';
import type { FromWorker, ToWorker } from './worker-messages.js';

/**
 * The click writer thread (DESIGN rule 4): enrichment (user agent, geography, visitor hash) and the batched
 * writes run here, so the redirect thread never waits on them. Clicks that cannot be written (database down)
 * are held, up to MAX_HELD, and retried.
 */
export interface ClickWorkerData {
  database: DatabaseConfig;
  secret: string;
  preloadGeo: boolean;
}

const MAX_HELD = 200_000;
const BATCH_MAX = 5_000;
const RETRY_MS = 1_000;
const MAINTENANCE_EVERY_MS = 10 * 60_000;

lowerOwnPriority();

const port = parentPort;
if (!port) throw new Error('click-worker must run as a worker thread');
const { database: databaseConfig, secret, preloadGeo } = workerData as ClickWorkerData;
const database = openDatabase(databaseConfig);
const send = (message: FromWorker) => port.postMessage(message);

let enricher: Promise<Enricher> | null = null;
const enricherReady = () => (enricher ??= openGeoLocator().then((geo) => createEnricher(secret, geo)));
if (preloadGeo) void enricherReady();

const incoming: RawClick[] = [];
let held: EnrichedClick[] = [];
let pumping = false;
const drainWaiters: number[] = [];
let lastMaintenance = 0;
let announce = false;

port.on('message', (message: ToWorker) => {
  if (message.type === 'clicks') {
    for (const click of unpackBatch(message.batch)) incoming.push(click);
    announce = message.announce;
  } else drainWaiters.push(message.id);
  void pump();
});

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    while (incoming.length > 0 || held.length > 0) {
      if (incoming.length > 0) {
        const enrich = await enricherReady();
        for (const raw of incoming.splice(0)) {
          const click = enrich(raw);
          if (click) held.push(click);
        }
        dropBeyondLimit();
      }
      if (!(await writeHeld())) break;
    }
    await maintainNowAndThen();
  } finally {
    pumping = false;
  }
  if (incoming.length === 0 && held.length === 0) {
    for (const id of drainWaiters.splice(0)) send({ type: 'drained', id });
  } else {
    setTimeout(() => void pump(), RETRY_MS).unref();
  }
}

// One transaction per batch; false when the database refused it and the clicks wait for the next try.
async function writeHeld(): Promise<boolean> {
  const batch = held.slice(0, BATCH_MAX);
  try {
    const recorded = await writeClicks(database, batch, { report: announce });
    held = held.slice(batch.length);
    if (recorded.length > 0) send({ type: 'recorded', clicks: recorded });
    return true;
  } catch (error) {
    send({ type: 'log', level: 'error', message: `clicks held, write failed: ${describe(error)}`, held: held.length });
    return false;
  }
}

function dropBeyondLimit(): void {
  if (held.length <= MAX_HELD) return;
  const dropped = held.length - MAX_HELD;
  held = held.slice(dropped);
  send({
    type: 'log',
    level: 'error',
    message: `click buffer full: ${dropped} oldest clicks dropped`,
    held: held.length,
  });
}

// Rolls finished days up and forgets old visitor hashes; after writing, so clicks never wait for it.
async function maintainNowAndThen(): Promise<void> {
  const now = Date.now();
  if (now - lastMaintenance < MAINTENANCE_EVERY_MS) return;
  lastMaintenance = now;
  try {
    await rollUpFinishedDays(database, now);
    await pruneVisitors(database, now);
  } catch (error) {
    send({ type: 'log', level: 'warn', message: `click maintenance failed: ${describe(error)}`, held: held.length });
  }
}

// Also at start, and every ten minutes while idle, so a quiet server rolls its days up too.
setInterval(() => void pump(), MAINTENANCE_EVERY_MS).unref();
void pump();

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Redirects come first: under full load this thread yields the CPU to the redirect thread, holds clicks a little
 * longer and catches up when the burst is over. Linux schedules threads individually, so the thread's own id
 * (from /proc/thread-self) gets the lower priority; elsewhere the writer keeps the process priority.
 */
function lowerOwnPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // not Linux, or not allowed: the writer runs at normal priority
  }
}
