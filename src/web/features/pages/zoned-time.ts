// An event page's start and end are typed as wall-clock times of the event's own time zone (which need not be the
// viewer's); the API wants instants with their offset. Intl knows every zone's offsets, so no date library is needed.

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

function zoneParts(zone: string, instant: number): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  return Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, +part.value]));
}

/** Minutes the zone is ahead of UTC at an instant (+60 for Europe/Berlin in winter). */
function offsetAt(zone: string, instant: number): number {
  const at = Math.floor(instant / 1000) * 1000;
  const p = zoneParts(zone, at);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return Math.round((wall - at) / 60_000);
}

/**
 * A datetime-local value read in a time zone → the ISO instant with that zone's offset then
 * (`2026-07-01T18:00` in Europe/Berlin → `2026-07-01T18:00:00+02:00`). A value that is not a date and time, or an
 * unknown zone, is returned as it is, for the schema to refuse.
 */
export function zonedLocalToIso(local: string, zone: string): string {
  const match = WALL.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  try {
    // The offset at the wall time read as UTC is a first guess; read again at the instant it gives (a guess across
    // a change of summer time is an hour off).
    let offset = offsetAt(zone, wall);
    offset = offsetAt(zone, wall - offset * 60_000);
    const sign = offset < 0 ? '-' : '+';
    return `${local}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  } catch {
    return local;
  }
}

/** An ISO instant → the datetime-local value it reads as in a time zone ('' for none or an unknown zone). */
export function isoToZonedLocal(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  try {
    const p = zoneParts(zone, instant);
    return `${p.year}-${pad(p.month ?? 0)}-${pad(p.day ?? 0)}T${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}`;
  } catch {
    return '';
  }
}

/** The zones a person may choose (every IANA zone the browser knows), the given one included. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) || !current ? [...known] : [current, ...known];
}
