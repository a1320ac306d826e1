import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';
import { lowerOwnPriority } from '../../../threads/thread-priority.js';
import { unpackBatch } from './click-batch.js';
import type { EnrichedClick, RawClick, StoredBatchPublishing, StoredClick } from './click-types.js';
import { readJournalMark, storedFirstVisits } from './clicks.repo.js';
import { rollUpFinishedHours } from './rollups.repo.js';
import { createEnricher, type Enricher } from './enrich.js';
import { markFirstVisits, memoryFirstVisits, redisFirstVisits, type FirstVisits } from './first-visits.js';
import { geoLocatorFrom, loadGeoData, type GeoData } from './geo.js';
import { positionOf } from './journal-format.js';
import { readJournal, trimJournal } from './journal-reader.js';
import { addressSeal } from './journal-seal.js';
import { WRITE_FAILED, writeInOrder, type WriteOptions } from './write-in-order.js';
import { DAY_MS, utcDayStart } from './visitor-hash.js';
import type { FromWorker, ToWorker } from './worker-messages.js';
import { workerLog } from './worker-log.js';

/**
 * The click writer thread (the redirect answers first, everything else happens later): enrichment (user agent,
 * geography, visitor hash, first visit) and the batched writes run here, so the redirect thread never waits on them.
 * Clicks reach it as messages and, at start or after an overflow, from the journal on disk (ADR 0004): the journal, not
 * this thread's memory, is what keeps them.
 */
export interface ClickWorkerData {
  database: DatabaseConfig;
  /** With Redis, first visits are decided across nodes; without, in this thread (see first-visits.ts). */
  redisUrl: string | null;
  secret: string;
  preloadGeo: boolean;
  /** The geolocation databases an earlier writer of this process read (shared memory); null: this one reads them. */
  geoData: GeoData | null;
  /** How much lower than the redirects' this thread's CPU priority is (0: the same). */
  nice: number;
  /** The journal, and the key its addresses are sealed with (handed over in memory, never written). */
  journal: { directory: string; nodeId: string; sealKey: Uint8Array };
}

// Clicks in memory at most; past it they wait in the journal and are read back as memory frees up.
const MAX_IN_MEMORY = 200_000;
const ENRICH_AT_ONCE = 10_000;
const RETRY_MS = 1_000;
// While the journal is read back, a line the redirect thread is still writing is read again this soon.
const CATCH_UP_MS = 50;
// The writer may take longer than a request (rollups), but a partition must still fail its query in the end.
const STATEMENT_TIMEOUT_MS = 30_000;
// How often finished hours are rolled up: clicks newer than the last rolled hour are read from their rows.
const MAINTENANCE_EVERY_MS = 5 * 60_000;

const port = parentPort;
if (!port) throw new Error('click-worker must run as a worker thread');
const {
  database: databaseConfig,
  redisUrl,
  secret,
  preloadGeo,
  geoData,
  nice,
  journal,
} = workerData as ClickWorkerData;
const seal = addressSeal(journal.sealKey);
// Redirects come first: under full load this thread holds clicks a little longer and catches up after the burst.
lowerOwnPriority(nice);
const send = (message: FromWorker) => port.postMessage(message);
// `inMemory` is read only when a line is sent, long after this module has loaded.
const { log, repeats } = workerLog(send, () => inMemory());
const NO_CURSOR = 'clicks wait in the journal, the database does not answer';
const NO_FIRST_VISITS = 'clicks held, first visits unknown';
// A write that waits on SQLite's lock cannot be interrupted: waiting a second at a time (the clicks are held and
// tried again) keeps a graceful stop able to end this thread within its time limit.
const database = openDatabase(databaseConfig, { statementTimeoutMs: STATEMENT_TIMEOUT_MS, busyTimeoutMs: 1_000 });
database.onConnectionError((error) => log('warn', "click writer's database connection failed", error));

let enricher: Promise<Enricher> | null = null;
const enricherReady = () => (enricher ??= geoLocator().then((geo) => createEnricher(secret, geo)));
// The databases this writer reads go back to the redirect thread, which hands them to the next writer it starts.
async function geoLocator() {
  if (geoData) return geoLocatorFrom(geoData);
  const data = await loadGeoData();
  send({ type: 'geo-data', data });
  return geoLocatorFrom(data);
}
if (preloadGeo) void enricherReady();
let firstVisits: Promise<FirstVisits> | null = null;
// A registry that could not load (database down at start) is tried again with the next batch.
const firstVisitsReady = () =>
  (firstVisits ??= openFirstVisits().catch((error: unknown) => {
    firstVisits = null;
    throw error;
  }));
void firstVisitsReady().catch(() => undefined);

// The pipeline, oldest first: raw → enriched (first visit unknown) → stored-to-be.
let incoming: RawClick[] = [];
let unmarked: EnrichedClick[] = [];
let held: StoredClick[] = [];
/** The next journal position to take in; null until the database has said where the last process stopped. */
let cursor: number | null = null;
/** True while clicks from `cursor` on are on disk but not in memory (at start, and after an overflow). */
let backlog = true;
let pumping = false;
const drainWaiters: number[] = [];
let lastMaintenance = 0;
// Unknown until the app has registered its subscribers: nothing is stored before, so no click goes without its event.
let publishing: StoredBatchPublishing | null = null;

let stopping = false;

port.on('message', (message: ToWorker) => {
  if (message.type === 'stop') {
    stopping = true;
    if (!pumping) void stop();
    return;
  }
  if (message.type === 'clicks') {
    publishing = message.publishing;
    take(message.batch, message.first);
  } else if (message.type === 'publishing') publishing = message.publishing;
  else drainWaiters.push(message.id);
  void pump();
});

/**
 * Ends the thread between two writes. Terminating it from outside could catch it inside SQLite (waiting on a lock),
 * and a native call that returns into a terminated thread aborts the whole process. What is not stored yet is in
 * the journal.
 */
async function stop(): Promise<void> {
  repeats.flush();
  await database.close().catch(() => undefined);
  await firstVisits?.then((registry) => registry.close()).catch(() => undefined);
  process.exit(0);
}

const inMemory = () => incoming.length + unmarked.length + held.length;

/** A batch from the redirect thread: taken unless it is on disk and will be (or was) read from there. */
function take(batch: Parameters<typeof unpackBatch>[0], first: number | null): void {
  if (first === null) {
    // Not journaled (disk full or failing): memory is all it has.
    if (inMemory() < MAX_IN_MEMORY) incoming.push(...unpackBatch(batch, null));
    else log('error', 'click buffer full: clicks dropped', null, { dropped: batch.at.length });
    return;
  }
  if (backlog || cursor === null || first < cursor) return;
  if (inMemory() >= MAX_IN_MEMORY) {
    backlog = true;
    return;
  }
  incoming.push(...unpackBatch(batch, first));
  cursor = first + batch.at.length;
}

async function pump(): Promise<void> {
  if (pumping || stopping) return;
  pumping = true;
  let waitMs = 0;
  let notStarted = false;
  try {
    for (;;) {
      if (stopping) break;
      if (cursor === null && !(await findCursor())) {
        waitMs = RETRY_MS;
        break;
      }
      readBacklog();
      if (incoming.length > 0) await enrichSome();
      if (unmarked.length > 0 && !(await decideFirstVisits())) {
        waitMs = RETRY_MS;
        break;
      }
      if (held.length > 0 && publishing === null) {
        notStarted = true;
        break;
      }
      if (held.length > 0) {
        held = held.slice(await writeInOrder(database, held, writeOptions));
        if (held.length === 0) repeats.resolved(WRITE_FAILED);
        trim();
        if (held.length > 0) {
          waitMs = RETRY_MS;
          break;
        }
      }
      if (inMemory() > 0) continue;
      // Nothing in memory: done, or the journal's last line is still being written and is read again shortly.
      if (backlog) waitMs = CATCH_UP_MS;
      break;
    }
    await maintainNowAndThen();
  } finally {
    pumping = false;
  }
  if (stopping) return void stop();
  // Held until the app has started: its first message pumps again.
  if (notStarted) return;
  // Clicks that came in while this round was finishing (awaiting maintenance, say) found it still running, so
  // their own call returned at once: they get another round now. Without it they would wait for the next batch,
  // however long that takes, and a drain could be answered while they are still in memory.
  if (waitMs === 0 && inMemory() > 0) {
    setImmediate(() => void pump());
    return;
  }
  if (waitMs === 0) {
    trim();
    // Before any `drained`: a graceful stop lets go of the stored segments once its drain is answered.
    if (cursor !== null && !backlog) send({ type: 'caught-up', position: cursor });
    for (const id of drainWaiters.splice(0)) send({ type: 'drained', id });
  } else {
    setTimeout(() => void pump(), waitMs).unref();
  }
}

const writeOptions: WriteOptions = {
  nodeId: journal.nodeId,
  publishing: () => publishing ?? { publish: false, durable: [] },
  onStored: (events) => send({ type: 'stored', events }),
  onError: (message, error) => log('error', message, error),
  stopping: () => stopping,
};

/** Where to resume: just after the last click the database stored from this node's journal. */
async function findCursor(): Promise<boolean> {
  try {
    cursor = (await readJournalMark(database, journal.nodeId)) ?? positionOf(0, 0);
    repeats.resolved(NO_CURSOR);
    return true;
  } catch (error) {
    log('error', NO_CURSOR, error);
    return false;
  }
}

/** Reads what waits on disk while memory has room. */
function readBacklog(): void {
  if (!backlog || cursor === null || inMemory() > MAX_IN_MEMORY / 2) return;
  const read = readJournal(journal.directory, cursor, MAX_IN_MEMORY / 2, seal);
  for (const click of read.clicks) incoming.push(click);
  cursor = read.next;
  if (read.caughtUp) backlog = false;
}

async function enrichSome(): Promise<void> {
  const enrich = await enricherReady();
  const batch = incoming.length > ENRICH_AT_ONCE ? incoming.splice(0, ENRICH_AT_ONCE) : incoming;
  if (batch === incoming) incoming = [];
  for (const raw of batch) {
    const click = enrich(raw);
    if (click) unmarked.push(click);
  }
}

// Each click is asked about once; its verdict then waits with it, so a retried write cannot change it.
async function decideFirstVisits(): Promise<boolean> {
  try {
    const registry = await firstVisitsReady();
    const uniqueIn = await markFirstVisits(registry, unmarked);
    unmarked.forEach((click, index) => held.push({ ...click, uniqueIn: uniqueIn[index] ?? 0 }));
    unmarked = [];
    repeats.resolved(NO_FIRST_VISITS);
    return true;
  } catch (error) {
    log('error', NO_FIRST_VISITS, error);
    return false;
  }
}

/** Deletes the journal segments whose clicks are all stored (or were crawlers'). */
function trim(): void {
  if (cursor === null) return;
  const oldest = incoming[0]?.position ?? unmarked[0]?.position ?? held[0]?.position ?? -1;
  try {
    trimJournal(journal.directory, oldest >= 0 ? Math.min(oldest, cursor) : cursor);
  } catch (error) {
    log('warn', 'click journal could not be trimmed', error);
  }
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
    log('warn', 'click maintenance failed', error);
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
