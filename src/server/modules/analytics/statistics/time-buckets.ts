import { isTimeZone } from '../../../../shared/stat-values.js';
import type { StatInterval } from '../../../../shared/stats.js';
import { offsetAt } from '../../../schedule/local-time.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const STEP: Record<StatInterval, number> = { hour: HOUR, day: DAY, week: 7 * DAY };

/**
 * Local time arithmetic for one IANA zone without a date library: an instant's offset comes from Intl (the
 * scheduler's offsetAt), and wall times are handled as "UTC milliseconds of the local clock reading". Offsets are
 * memoised per 15 minutes, the finest step any zone's offset has.
 */
export class ZoneClock {
  private readonly offsets = new Map<number, number>();

  /** Throws a RangeError for a zone Intl does not know, as Intl itself would. */
  constructor(readonly timeZone: string) {
    if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone ${timeZone}`);
  }

  /** Offset of the zone from UTC at an instant, in ms (e.g. +3 h for Europe/Istanbul). */
  offsetAt(instant: number): number {
    const key = Math.floor(instant / 900_000);
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      offset = offsetAt(key * 900_000, this.timeZone);
      this.offsets.set(key, offset);
    }
    return offset;
  }

  toWall(instant: number): number {
    return instant + this.offsetAt(instant);
  }

  /** The instant a wall-clock reading happens (the later reading in a repeated hour, the next one in a skipped hour). */
  fromWall(wall: number): number {
    const guess = wall - this.offsetAt(wall);
    return wall - this.offsetAt(guess);
  }
}

/** Start of the local hour, day or ISO week (Monday) containing the wall time. */
function floorWall(wall: number, interval: StatInterval): number {
  if (interval === 'hour') return wall - (((wall % HOUR) + HOUR) % HOUR);
  const day = wall - (((wall % DAY) + DAY) % DAY);
  if (interval === 'day') return day;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}

/** The starts (UTC instants) of the viewer's buckets that overlap [from, to), in order. */
export function bucketStarts(clock: ZoneClock, from: number, to: number, interval: StatInterval): number[] {
  const starts: number[] = [];
  let wall = floorWall(clock.toWall(from), interval);
  for (;;) {
    const start = clock.fromWall(wall);
    if (start >= to) break;
    if (starts.length === 0 || start > (starts.at(-1) as number)) starts.push(start);
    wall += STEP[interval];
  }
  return starts;
}

/** Index of the bucket containing the instant (binary search), or -1 before the first one. */
export function bucketIndex(starts: number[], instant: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as number) > instant) high = middle - 1;
    else low = middle + 1;
  }
  return high;
}

/** How many buckets a span would need, to refuse an hourly chart of ten years before building it. */
export function bucketCount(from: number, to: number, interval: StatInterval): number {
  return Math.ceil((to - from) / STEP[interval]) + 1;
}
