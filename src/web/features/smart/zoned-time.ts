// The tester's moment of a visit: a date and a time on the wall clock of a zone, turned into the instant the
// evaluator takes, with Intl alone (shared/smart-routing.ts reads the wall clock back from it per rule's zone).
import { localTime, type LocalTime } from '../../../shared/smart-routing.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The wall clock of a zone now, or null for a zone the browser does not know. */
export function wallClock(timeZone: string, at = Date.now()): LocalTime | null {
  try {
    return localTime(timeZone, at);
  } catch {
    return null;
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(timeZone: string, at: number): number {
  const local = localTime(timeZone, at);
  const [year, month, day] = local.date.split('-').map(Number);
  const [hour, minute] = local.time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant at which a zone's clock shows this date and time. Twice round, so a moment just across a change of
 * daylight saving finds the offset of its own side; a time the change skips lands an hour later, as clocks do.
 * Null for a date, time or zone that does not read.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  // Date.UTC rolls a 31 April over into May: such a day, like a 25th hour, does not read.
  const read = new Date(wall);
  if (read.getUTCMonth() !== month - 1 || read.getUTCDate() !== dayOfMonth || hour > 23 || minute > 59) return null;
  try {
    const guess = wall - offsetAt(timeZone, wall);
    return wall - offsetAt(timeZone, guess);
  } catch {
    return null;
  }
}
