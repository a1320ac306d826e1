// The viewer picks dates and times in their own zone (date and datetime-local inputs); the API wants ISO-8601
// instants with an offset. These helpers convert between the two without a date library.

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** The browser's IANA time zone, sent with statistics queries so buckets follow the viewer's days. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `2026-03-01T09:30:00+03:00`: a local instant written with its offset, as the viewer would read it. */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** A datetime-local value (`2026-03-01T09:30`) → ISO with offset; an unreadable value is returned unchanged. */
export function dateTimeLocalToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : toOffsetIso(date);
}

/** An ISO instant → the value a datetime-local input shows for it in the viewer's zone. */
export function isoToDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value a date input shows for a day (`2026-03-01`), in the viewer's zone. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight at the start of a date input's day, `days` later (1 gives the exclusive end of that day). */
export function startOfDateInput(value: string, days = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
}

/** The day `days` before today, as a date input value. */
export function daysAgoInput(days: number, now = new Date()): string {
  return toDateInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
}
