import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { unpackBatch } from './click-batch.js';
import type { EnrichedClick, RawClick, StoredClick } from './click-types.js';
import { storedFirstVisits, writeClicks } from './clicks.repo.js';
import { rollUpFinishedHours } from './rollups.repo.js';
import { createEnricher, type Enricher } from './enrich.js';
import { memoryFirstVisits, redisFirstVisits, type FirstVisits } from './first-visits.js';
import { openGeoLocator } from './geo.js';
import { DAY_MS, utcDayStart } from './visitor-hash.js';
import type { FromWorker, ToWorker } from './worker-messages.js';

/**
 * The click writer thread (DESIGN rule 4): enrichment (user agent, geography, visitor hash, first visit) and the
 * batched writes run here, so the redirect thread never waits on them. Clicks that cannot be written (database or
 * Redis down) are held, up to MAX_HELD, and retried.
 */
export interface ClickWorkerData {
  database: DatabaseConfig;
  /** With Redis, first visits are decided across nodes; without, in this thread (see first-visits.ts). */
  redisUrl: string | null;
  secret: string;
  preloadGeo: boolean;
}

const MAX_HELD = 200_000;
const BATCH_MAX = 5_000;
const RETRY_MS = 1_000;
// How often finished hours are rolled up: clicks newer than the last rolled hour are read from their rows.
const MAINTENANCE_EVERY_MS = 5 * 60_000;

lowerOwnPriority();

const port = parentPort;
if (!port) throw new Error('click-worker must run as a worker thread');
const { database: databaseConfig, redisUrl, secret, preloadGeo } = workerData as ClickWorkerData;
const database = openDatabase(databaseConfig);
const send = (message: FromWorker) => port.postMessage(message);

let enricher: Promise<Enricher> | null = null;
const enricherReady = () => (enricher ??= openGeoLocator().then((geo) => createEnricher(secret, geo)));
if (preloadGeo) void enricherReady();
let firstVisits: Promise<FirstVisits> | null = null;
// A registry that could not load (database down at start) is tried again with the next batch.
const firstVisitsReady = () =>
  (firstVisits ??= openFirstVisits().catch((error: unknown) => {
    firstVisits = null;
    throw error;
  }));
void firstVisitsReady().catch(() => undefined);

const incoming: RawClick[] = [];
let unmarked: EnrichedClick[] = [];
let held: StoredClick[] = [];
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
    while (incoming.length > 0 || unmarked.length > 0 || held.length > 0) {
      if (incoming.length > 0) {
        const enrich = await enricherReady();
        for (const raw of incoming.splice(0)) {
          const click = enrich(raw);
          if (click) unmarked.push(click);
        }
      }
      dropBeyondLimit();
      if (unmarked.length > 0 && !(await markFirstVisits())) break;
      if (!(await writeHeld())) break;
    }
    await maintainNowAndThen();
  } finally {
    pumping = false;
  }
  if (incoming.length === 0 && unmarked.length === 0 && held.length === 0) {
    for (const id of drainWaiters.splice(0)) send({ type: 'drained', id });
  } else {
    setTimeout(() => void pump(), RETRY_MS).unref();
  }
}

// Each click is asked about once; its verdict then waits with it, so a retried write cannot change it.
async function markFirstVisits(): Promise<boolean> {
  try {
    const registry = await firstVisitsReady();
    const unique = await registry.mark(unmarked);
    unmarked.forEach((click, index) => held.push({ ...click, unique: unique[index] ?? false }));
    unmarked = [];
    return true;
  } catch (error) {
    send({
      type: 'log',
      level: 'error',
      message: `clicks held, first visits unknown: ${describe(error)}`,
      held: unmarked.length + held.length,
    });
    return false;
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
  const excess = held.length + unmarked.length - MAX_HELD;
  if (excess <= 0) return;
  const fromHeld = Math.min(excess, held.length);
  held = held.slice(fromHeld);
  unmarked = unmarked.slice(excess - fromHeld);
  send({
    type: 'log',
    level: 'error',
    message: `click buffer full: ${excess} oldest clicks dropped`,
    held: held.length + unmarked.length,
  });
}

// Rolls finished hours up and forgets old visitor hashes; after writing, so clicks never wait for it.
async function maintainNowAndThen(): Promise<void> {
  const now = Date.now();
  if (now - lastMaintenance < MAINTENANCE_EVERY_MS) return;
  lastMaintenance = now;
  try {
    (await firstVisitsReady()).forgetBefore(utcDayStart(now) - DAY_MS);
    await rollUpFinishedHours(database, now);
  } catch (error) {
    send({ type: 'log', level: 'warn', message: `click maintenance failed: ${describe(error)}`, held: held.length });
  }
}

/**
 * Redis when configured; otherwise this thread's memory, reloaded with today's and yesterday's first visits from the
 * database so a restart does not count those visitors again.
 */
async function openFirstVisits(): Promise<FirstVisits> {
  if (redisUrl) return redisFirstVisits(redisUrl);
  const registry = memoryFirstVisits();
  for await (const visits of storedFirstVisits(database, utcDayStart(Date.now()) - DAY_MS)) await registry.mark(visits);
  return registry;
}

// Also at start, and every few minutes while idle, so a quiet server rolls its hours up too.
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
