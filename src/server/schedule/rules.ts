import { describeLocalTime, nextLocalTime, type LocalTime } from './local-time.js';

/**
 * When a recurring job runs:
 * - `{ everyMs }`: at every multiple of `everyMs` since the epoch, so every node computes the same instants (an hour:
 *   at every full UTC hour);
 * - a local time (`{ hour, minute, timeZone }`, with `weekday` for a weekly job): see nextLocalTime.
 */
export type ScheduleRule = { everyMs: number } | LocalTime;

export const HOURLY: ScheduleRule = { everyMs: 60 * 60_000 };

const SHORTEST_INTERVAL_MS = 1_000;

/** The first instant after `after` (epoch ms) that `rule` names. */
export function nextDue(rule: ScheduleRule, after: number): number {
  if ('everyMs' in rule) return (Math.floor(after / rule.everyMs) + 1) * rule.everyMs;
  return nextLocalTime(rule, after).getTime();
}

/** Throws on a rule that names no instants (a bad time zone, an hour of 25, an interval under a second). */
export function assertRule(rule: ScheduleRule): void {
  if ('everyMs' in rule) {
    if (!Number.isInteger(rule.everyMs) || rule.everyMs < SHORTEST_INTERVAL_MS) {
      throw new RangeError(`everyMs must be a whole number of at least ${SHORTEST_INTERVAL_MS}, not ${rule.everyMs}`);
    }
    return;
  }
  nextLocalTime(rule, 0);
}

/**
 * The rule as stored (`scheduled_job.rule`): the same text for the same rule whatever the order of its keys, so a
 * start can tell a rule a release changed (the job's next run is then computed anew) from the one it has.
 */
export function ruleText(rule: ScheduleRule): string {
  if ('everyMs' in rule) return JSON.stringify({ everyMs: rule.everyMs });
  const { weekday, hour, minute, timeZone } = rule;
  return JSON.stringify(weekday === undefined ? { hour, minute, timeZone } : { weekday, hour, minute, timeZone });
}

/** `every 3600 s`, `monday 09:00 Europe/Berlin`: for log lines. */
export function describeRule(rule: ScheduleRule): string {
  return 'everyMs' in rule ? `every ${rule.everyMs / 1000} s` : describeLocalTime(rule);
}
