import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../../../config.js';
import { spawnWorker } from '../../../threads/spawn-worker.js';
import { ClickBatchBuilder } from './click-batch.js';
import type { DomainEvent } from '../../../events/catalogue.js';
import type { RawClick, StoredBatchPublishing } from './click-types.js';
import type { ClickWorkerData } from './click-worker.js';
import { geoLocatorFrom, type GeoData, type GeoLocator } from './geo.js';
import { addressSeal, newSealKey } from './journal-seal.js';
import { claimJournal, JournalWriter, type JournalIdentity } from './journal-writer.js';
import type { FromWorker, ToWorker } from './worker-messages.js';
import { errorOf } from './worker-log.js';

// Handing clicks over (and journaling them) every 50 ms keeps an answered click on disk within 100 ms (ADR 0004)
// and the group commit well inside 250 ms (docs/product.md, Qualities).
const HAND_OVER_MS = 50;
const HAND_OVER_AT = 2_000;
const RESTART_DELAY_MS = 1_000;
// Longer than the writer's longest wait on SQLite's lock (a second), short beside the graceful stop's time limit.
const STOP_WAIT_MS = 1_500;
// How long the journal keeps stored clicks once the writer has caught up: under steady traffic new clicks arrive
// first, and the segment is left to its own rotation rather than replaced every 50 ms.
const FORGET_STORED_AFTER_MS = 1_000;

export interface ClickRecorderOptions {
  database: DatabaseConfig;
  /** The journal lives in DATA_DIR/click-journal. */
  dataDir: string;
  redisUrl: string | null;
  secret: string;
  preloadGeo: boolean;
  /** BACKGROUND_THREAD_NICE: how much the writer thread lowers its own CPU priority. */
  nice: number;
  log: FastifyBaseLogger;
  /** Asked at each hand-over: whether anyone takes stored batches' events now (else the writer builds none). */
  publishing(): StoredBatchPublishing;
  /** The writer stored batches (with their outbox rows): their events go on from here. */
  onStored(events: Array<DomainEvent<'clicks.stored'>>): void;
}

/**
 * The geolocation databases the first click writer of this process read, in shared memory: every later writer (one
 * that replaces a crashed one, another app in the same process) gets them instead of spending seconds on the files.
 */
let processGeoData: GeoData | null = null;
let processLocator: GeoLocator | null = null;

/**
 * The country of an address, by the databases the writer read (shared memory, no copy); null until it has read
 * them, a second or so after the start. For what a person did (the audit log), never for clicks.
 */
export function countryOfAddress(ip: string): string | null {
  if (!processGeoData) return null;
  processLocator ??= geoLocatorFrom(processGeoData);
  let country = recentCountries.get(ip);
  if (country === undefined) {
    country = processLocator.country(ip);
    if (recentCountries.size >= RECENT_COUNTRIES) recentCountries.clear();
    recentCountries.set(ip, country);
  }
  return country;
}

// A busy code's visitors come back (a table's phones, a shop's queue): their countries are kept, a bounded number.
const RECENT_COUNTRIES = 20_000;
const recentCountries = new Map<string, string | null>();

/**
 * The redirect's side of click recording: `record` only appends to an array; every 50 ms the array is appended to
 * the journal on disk and goes to the writer thread (ADR 0004). `close` hands over the rest and waits, for a limited
 * time, until every click is written (graceful stop: no click lost); what it cannot write waits in the journal.
 */
export class ClickRecorder {
  private readonly buffer = new ClickBatchBuilder();
  private readonly journalIdentity: JournalIdentity & { release(): void };
  private readonly journal: JournalWriter;
  /** The key the journal's addresses are sealed with: this object's memory and the writer thread's, nowhere else. */
  private readonly sealKey = newSealKey();
  /** The journal position up to which the writer has stored every click, as it last said when it caught up. */
  private storedUpTo = -1;
  private forgetTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private worker: Worker;
  private drainId = 0;
  private readonly drains = new Map<number, () => void>();
  private closing = false;
  /** Whether the app has registered every subscriber, so the writer may store (and announce) what it reads. */
  private started = false;

  constructor(private readonly options: ClickRecorderOptions) {
    this.journalIdentity = claimJournal(options.dataDir);
    this.journal = new JournalWriter(
      this.journalIdentity.directory,
      (message, error) => options.log.error({ err: error }, message),
      addressSeal(this.sealKey),
    );
    this.worker = this.startWorker();
  }

  record(click: RawClick): void {
    this.buffer.add(click);
    if (this.buffer.size >= HAND_OVER_AT) this.handOver();
    else this.timer ??= setTimeout(() => this.handOver(), HAND_OVER_MS);
  }

  /**
   * Lets the writer store clicks: call once every subscriber of stored clicks is registered. Until then it holds
   * what it reads from the journal (an earlier run's clicks), which would otherwise be stored before anyone could
   * want their events, and so be stored without them.
   */
  start(): void {
    this.started = true;
    this.send({ type: 'publishing', publishing: this.options.publishing() });
  }

  /** Resolves once every click recorded so far is in the database (or held there for retry if it is down). */
  drain(): Promise<void> {
    this.handOver();
    const id = ++this.drainId;
    return new Promise((resolve) => {
      this.drains.set(id, resolve);
      this.send({ type: 'drain', id });
    });
  }

  /**
   * Writes what it can within `timeLimitMs`, then stops the writer. Clicks it could not write (the database is down)
   * are in the journal and are stored by the next start.
   */
  async close(timeLimitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeLimitMs);
    });
    const late = await Promise.race([this.drain().then(() => false), timedOut]);
    clearTimeout(timer);
    if (late) this.options.log.warn('clicks not yet stored stay in the click journal and are stored at the next start');
    // Everything stored: no segment with stored clicks is left behind.
    else this.journal.forgetStored(this.storedUpTo);
    this.closing = true;
    if (this.forgetTimer) clearTimeout(this.forgetTimer);
    // The writer ends itself between two writes (see `stop` in click-worker.ts); terminating it is the last resort.
    const exited = new Promise<boolean>((resolve) => this.worker.once('exit', () => resolve(true)));
    this.send({ type: 'stop' });
    const stopped = await Promise.race([exited, sleep(STOP_WAIT_MS).then(() => false)]);
    if (!stopped) await Promise.race([this.worker.terminate(), sleep(STOP_WAIT_MS)]);
    this.journal.close();
    this.journalIdentity.release();
  }

  private handOver(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffer.size === 0) return;
    const batch = this.buffer.take();
    const first = this.journal.append(batch);
    this.send({ type: 'clicks', batch, publishing: this.options.publishing(), first });
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private startWorker(): Worker {
    const { database, redisUrl, secret, preloadGeo, nice, log } = this.options;
    const { directory, nodeId } = this.journalIdentity;
    const data: ClickWorkerData = {
      database,
      redisUrl,
      secret,
      preloadGeo,
      geoData: processGeoData,
      nice,
      journal: { directory, nodeId, sealKey: this.sealKey },
    };
    const worker = spawnWorker(import.meta.url, 'click-worker', data);
    worker.on('message', (message: FromWorker) => this.onMessage(message));
    worker.on('error', (error) => log.error({ err: error }, 'click writer failed'));
    worker.on('exit', (code) => {
      if (this.closing) return;
      // A crashed writer is replaced (after a pause, so a writer that cannot start does not spin); the new one reads
      // the clicks the old one held from the journal.
      log.error({ code }, 'click writer stopped unexpectedly; starting a new one');
      setTimeout(() => {
        if (this.closing) return;
        this.worker = this.startWorker();
        if (this.started) this.send({ type: 'publishing', publishing: this.options.publishing() });
        for (const id of this.drains.keys()) this.send({ type: 'drain', id });
      }, RESTART_DELAY_MS).unref();
    });
    return worker;
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'stored') this.options.onStored(message.events);
    else if (message.type === 'caught-up') this.caughtUp(message.position);
    else if (message.type === 'geo-data') processGeoData ??= message.data;
    else if (message.type === 'drained') {
      this.drains.get(message.id)?.();
      this.drains.delete(message.id);
    } else {
      const { err, ...fields } = message.fields;
      this.options.log[message.level](err ? { ...fields, err: errorOf(err) } : fields, message.message);
    }
  }

  /** The writer stored everything up to `position`: the journal lets go of it a moment later if nothing came since. */
  private caughtUp(position: number): void {
    this.storedUpTo = Math.max(this.storedUpTo, position);
    if (this.forgetTimer || this.closing) return;
    this.forgetTimer = setTimeout(() => {
      this.forgetTimer = null;
      if (!this.closing) this.journal.forgetStored(this.storedUpTo);
    }, FORGET_STORED_AFTER_MS);
    this.forgetTimer.unref();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
