import { Redis } from 'ioredis';
import { subjectKey, subjectsOfClick, UNIQUE_BIT, type ClickAttribution } from './subjects.js';
import { DAY_MS, utcDayStart } from './visitor-hash.js';

/** What decides a first visit: the subject (subjects.ts: `link:<id>`…), the visitor's daily hash and the day. */
export interface VisitKey {
  subject: string;
  visitorHash: string;
  at: number;
}

/**
 * Remembers which visitor has been seen on which subject (a link, the workspace…) each UTC day, so "unique" is decided once per click, when it
 * is recorded. Kept out of the database on purpose: a first-visit row per click lands at a random place of an
 * index, which cost the writer more than the click row itself (see docs/benchmarks.md).
 */
export interface FirstVisits {
  /** Per key, true when it is its visitor's first on that subject that day; the keys are remembered. */
  mark(clicks: ReadonlyArray<VisitKey>): Promise<boolean[]>;
  /** Forgets the days before `day`: their visitor hashes cannot come back. */
  forgetBefore(day: number): void;
  close(): Promise<void>;
}

/** The registry for one node: in this thread's memory, about 30 bytes a visitor and day. */
export function memoryFirstVisits(): FirstVisits {
  const days = new Map<number, Map<string, Set<number>>>();
  return {
    async mark(clicks) {
      // The keys of one click come together (one per subject): its day and visitor are worked out once.
      let lastHash = '';
      let lastKey = 0;
      let lastDay = -1;
      let subjects: Map<string, Set<number>> | undefined;
      return clicks.map((click) => {
        const day = utcDayStart(click.at);
        if (day !== lastDay || !subjects) {
          subjects = days.get(day);
          if (!subjects) days.set(day, (subjects = new Map()));
          lastDay = day;
        }
        let seen = subjects.get(click.subject);
        if (!seen) subjects.set(click.subject, (seen = new Set()));
        if (click.visitorHash !== lastHash) {
          lastHash = click.visitorHash;
          lastKey = visitorKey(lastHash);
        }
        if (seen.has(lastKey)) return false;
        seen.add(lastKey);
        return true;
      });
    },
    forgetBefore(day) {
      for (const known of days.keys()) if (known < day) days.delete(known);
    },
    async close() {
      days.clear();
    },
  };
}

const KEY_PREFIX = 'scanlink:visitors:';
// A day's set must outlive the day by the time a held click can still arrive; two days is plenty.
const KEY_TTL_SECONDS = (2 * DAY_MS) / 1000;

/** The registry shared by every node (REDIS_URL): one Redis set per subject and day, expiring on its own. */
export function redisFirstVisits(url: string): FirstVisits {
  // A command that gets no answer (a partition holds the bytes) fails after a few seconds: the writer holds its
  // clicks and asks again, rather than waiting for ever.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 5_000 });
  // Failures surface through `mark` (the writer holds the clicks and retries); this only keeps ioredis quiet.
  redis.on('error', () => undefined);
  return {
    async mark(clicks) {
      const pipeline = redis.pipeline();
      const sets = new Set<string>();
      for (const click of clicks) {
        const set = `${KEY_PREFIX}${utcDayStart(click.at)}:${click.subject}`;
        pipeline.sadd(set, click.visitorHash);
        sets.add(set);
      }
      for (const set of sets) pipeline.expire(set, KEY_TTL_SECONDS);
      const results = (await pipeline.exec()) ?? [];
      return clicks.map((_, index) => {
        const [error, added] = results[index] ?? [new Error('Redis answered no result')];
        if (error) throw error;
        return added === 1;
      });
    },
    forgetBefore: () => undefined,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * 52 bits of two 32-bit FNV-1a variants over the hash: a number keeps a Set small. Two of n visitors of one subject and
 * day share a key with a chance of about n² / 2^53: one in ten thousand for a million visitors.
 */
function visitorKey(hash: string): number {
  let high = 0x811c9dc5;
  let low = 0x5bd1e995;
  for (let index = 0; index < hash.length; index += 1) {
    const code = hash.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x5bd1e995);
  }
  return (high >>> 0) * 0x100000 + ((low >>> 0) & 0xfffff);
}

/**
 * Per click, the bits (subjects.ts UNIQUE_BIT) of the subjects on which it is its visitor's first of the day: its
 * link, its workspace, its QR code, campaign and location. One registry call for the whole batch.
 */
export async function markFirstVisits(
  visits: FirstVisits,
  clicks: ReadonlyArray<
    { linkId: string | null; workspaceId: string; visitorHash: string; at: number } & ClickAttribution
  >,
): Promise<number[]> {
  const keys: VisitKey[] = [];
  const owners: Array<[click: number, bit: number]> = [];
  clicks.forEach((click, index) => {
    for (const subject of subjectsOfClick(click)) {
      keys.push({ subject: subjectKey(subject), visitorHash: click.visitorHash, at: click.at });
      owners.push([index, UNIQUE_BIT[subject.kind]]);
    }
  });
  const first = await visits.mark(keys);
  const masks = clicks.map(() => 0);
  first.forEach((isFirst, position) => {
    const [click, bit] = owners[position] ?? [-1, 0];
    if (isFirst && click >= 0) masks[click] = (masks[click] ?? 0) | bit;
  });
  return masks;
}
