/**
 * Wall-clock times in IANA time zones, computed with Intl alone (Node's ICU carries the zone rules; no date library).
 * "09:00 on Mondays in Europe/Berlin" is an instant that moves against UTC twice a year; these functions find it.
 */
import { isTimeZone } from '../../shared/stat-values.js';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day in a time zone, on every day or on one day of the week. */
export interface LocalTime {
  weekday?: Weekday;
  hour: number;
  minute: number;
  /** An IANA name such as `Europe/Berlin`, or `UTC`. */
  timeZone: string;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// A weekly time is found within 8 local days; a fortnight leaves room for a zone that skipped a whole day.
const DAYS_SEARCHED = 15;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (epoch ms, whole seconds). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant` (ms; negative west of Greenwich). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, timeZone) - whole;
}

/**
 * The instant the clocks of `timeZone` show `wall` (a wall-clock time written as UTC epoch ms). Ambiguous (the hour
 * the clocks repeat when they go back): the first of the two. Nonexistent (the hour they skip when they go forward):
 * the instant they jump, the first that exists after it.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  // The offsets in force a day either side cover every rule change near `wall` (no zone changes twice in two days).
  const offsets = new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)]);
  const valid = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  if (valid.length > 0) return Math.min(...valid);
  // A gap: before the jump the wall clock is short of `wall`, after it past `wall`; find the jump to the minute.
  let before = wall - Math.max(...offsets);
  let after = wall - Math.min(...offsets);
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (middle + offsetAt(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const wall = new Date(wallClockOf(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

function assertLocalTime({ hour, minute, weekday, timeZone }: LocalTime): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour must be 0 to 23, not ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`minute must be 0 to 59, not ${minute}`);
  }
  if (weekday !== undefined && !WEEKDAYS.includes(weekday)) throw new RangeError(`unknown weekday ${weekday}`);
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone ${timeZone}`);
}

/**
 * The first instant strictly after `after` at which the clocks of `time.timeZone` show `time.hour:time.minute` (on
 * `time.weekday`, when given). Each local day gives one instant: an ambiguous time runs at its first occurrence only,
 * a time the clocks skip runs when they jump (02:30 on the spring night in Berlin → 03:00 CEST).
 */
export function nextLocalTime(time: LocalTime, after: Date | number): Date {
  assertLocalTime(time);
  const from = typeof after === 'number' ? after : after.getTime();
  const start = localDateOf(from, time.timeZone);
  for (let days = 0; days < DAYS_SEARCHED; days += 1) {
    const date = Date.UTC(start.year, start.month - 1, start.day + days);
    if (time.weekday !== undefined && WEEKDAYS[new Date(date).getUTCDay()] !== time.weekday) continue;
    const instant = instantOfWallClock(date + (time.hour * 60 + time.minute) * MINUTE_MS, time.timeZone);
    if (instant > from) return new Date(instant);
  }
  throw new RangeError(`no ${describeLocalTime(time)} within ${DAYS_SEARCHED} days of ${new Date(from).toISOString()}`);
}

/** `monday 09:00 Europe/Berlin`, `03:00 UTC`: for log lines and errors. */
export function describeLocalTime({ weekday, hour, minute, timeZone }: LocalTime): string {
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${weekday ? `${weekday} ` : ''}${clock} ${timeZone}`;
}
