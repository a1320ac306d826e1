// Dates and times as people of the interface language write them ("31.12.2026", "12/31/2026", "2026-12-31";
// "18:30", "6:30 PM"), read and written through Intl rather than the browser's own date input, whose format follows
// the browser's language instead of the app's.

export interface DayParts {
  year: number;
  month: number;
  day: number;
}
export interface TimeParts {
  hour: number;
  minute: number;
}

const dateFormat = (tag: string) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = (tag: string) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });

/** The day as the language writes it in digits: `31.12.2026` in German, `12/31/2026` in English. */
export function formatDayText(tag: string, { year, month, day }: DayParts): string {
  return dateFormat(tag).format(new Date(year, month - 1, day));
}

/** The time as the language writes it: `18:30` in most, `06:30 PM` in English. */
export function formatTimeText(tag: string, { hour, minute }: TimeParts): string {
  return timeFormat(tag).format(new Date(2000, 0, 1, hour, minute));
}

/** Reads a typed day in the language's order of day, month and year, whatever the separators; null if it is none. */
export function parseDayText(tag: string, text: string): DayParts | null {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  const order = dateFormat(tag)
    .formatToParts(new Date(2026, 11, 31))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const value = (type: 'day' | 'month' | 'year') => Number(numbers[order.indexOf(type)]);
  const rawYear = numbers[order.indexOf('year')] ?? '';
  const year = rawYear.length <= 2 ? 2000 + value('year') : value('year');
  const month = value('month');
  const day = value('day');
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1000 && year <= 9999 ? { year, month, day } : null;
}

/**
 * Reads a typed time: `18:30`, `18.30`, `1830`, `18h30`, `18`; in a language with a 12-hour clock also `6:30 pm`.
 * Null if it is not a time.
 */
export function parseTimeText(tag: string, text: string): TimeParts | null {
  const compact = text.trim().toLowerCase();
  const numbers = compact.match(/\d+/g);
  if (!numbers || numbers.length > 2) return null;
  let [hourText = '', minuteText = '0'] = numbers;
  if (numbers.length === 1 && hourText.length > 2) {
    minuteText = hourText.slice(-2);
    hourText = hourText.slice(0, -2);
  }
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const words = compact.replace(/[\d\s:.h]/g, '');
  if (words) {
    const period = dayPeriodOf(tag, words);
    if (!period || hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (period === 'pm' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

// "pm", "p.m." or the language's own word for it, as Intl writes it for a 12-hour clock.
function dayPeriodOf(tag: string, words: string): 'am' | 'pm' | null {
  const periodText = (hour: number) =>
    new Intl.DateTimeFormat(tag, { hour: 'numeric', hour12: true })
      .formatToParts(new Date(2000, 0, 1, hour))
      .find((part) => part.type === 'dayPeriod')
      ?.value.toLowerCase()
      .replace(/[\s.]/g, '');
  if (words === 'am' || words === periodText(1)) return 'am';
  if (words === 'pm' || words === periodText(13)) return 'pm';
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value (`2026-12-31T18:30`) from its parts. */
export function toDateTimeLocal(day: DayParts, time: TimeParts): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(time.hour)}:${pad(time.minute)}`;
}

/** The parts of a datetime-local value, or null when it is none. */
export function fromDateTimeLocal(value: string): { day: DayParts; time: TimeParts } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return { day: { year, month, day }, time: { hour, minute } };
}
