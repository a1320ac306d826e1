// The time zone of an event page's `.ics` (RFC 5545 §3.6.5): its local times with TZID, and a VTIMEZONE that says
// the zone's offsets and the instants they change at, read from the runtime's own time zone data (Intl) over the
// years around the event. Each change is written out as an observance of its own (no RRULE), so what a calendar
// reads is exactly what this server knows, whatever rule the zone followed in those years.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in minutes (Helsinki in summer: 180). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** 20300601T100000: an instant as the wall-clock time of a zone whose offset is `offset` minutes. */
function wallClock(at: number, offset: number): string {
  return new Date(at + offset * MINUTE_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** +0300 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's offset from `start` to `end`, to the minute: days scanned, then a change narrowed. */
function transitions(timeZone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let before = zoneOffsetMinutes(timeZone, start);
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const after = zoneOffsetMinutes(timeZone, day);
    if (after === before) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zoneOffsetMinutes(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: before, to: after });
    before = after;
  }
  return found;
}

/** The event's wall-clock time in its zone, for `DTSTART;TZID=…:`. */
export function zonedStamp(timeZone: string, at: number): string {
  return wallClock(at, zoneOffsetMinutes(timeZone, at));
}

/**
 * The VTIMEZONE lines of `timeZone` for the years from before `from` to after `until`: every offset change in them,
 * a change to the higher of two offsets written as DAYLIGHT and the other as STANDARD; a zone without changes is one
 * STANDARD observance.
 */
export function vtimezoneLines(timeZone: string, from: number, until: number): string[] {
  const firstYear = new Date(from).getUTCFullYear() - 1;
  const lastYear = new Date(until).getUTCFullYear() + 1;
  const changes = transitions(timeZone, Date.UTC(firstYear, 0, 1), Date.UTC(lastYear, 11, 31));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = offsetText(zoneOffsetMinutes(timeZone, from));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push('END:STANDARD');
  }
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // An observance starts at the wall-clock time of the offset it replaces (RFC 5545 §3.6.5).
      `DTSTART:${wallClock(change.at, change.from)}`,
      `TZOFFSETFROM:${offsetText(change.from)}`,
      `TZOFFSETTO:${offsetText(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
