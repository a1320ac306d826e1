/** A time zone as the picker offers it: its IANA name, how it reads, and the words a search finds it by. */
export interface TimeZoneChoice {
  name: string;
  label: string;
  searchText: string;
}

// "GMT+02:00" as Intl writes the offset → "UTC+02:00"; plain "GMT" is UTC itself.
function offsetOf(name: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((piece) => piece.type === 'timeZoneName')?.value;
    return !part || part === 'GMT' ? 'UTC' : part.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

// Naming some 420 zones with their offsets takes a tenth of a second: done once an hour (offsets change with summer
// time), not on every change of the field.
let named: { hour: number; choices: TimeZoneChoice[] } | null = null;

function choiceOf(name: string, at: Date): TimeZoneChoice {
  const offset = offsetOf(name, at);
  const label = `${name.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
  return { name, label, searchText: searchable(label) };
}

/**
 * Every zone the browser knows, with `current` too when it does not (a zone saved from another browser), each named
 * with its offset from UTC now: "Europe/Helsinki (UTC+02:00)".
 */
export function timeZoneChoices(current: string, at = new Date()): TimeZoneChoice[] {
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (named?.hour !== hour) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    named = { hour, choices: known.map((name) => choiceOf(name, at)) };
  }
  const { choices } = named;
  return !current || choices.some((choice) => choice.name === current) ? choices : [choiceOf(current, at), ...choices];
}

/** The choices a search keeps ("helsinki", "new york", "utc+05"); the chosen one always stays, so the list shows it. */
export function filterTimeZones(choices: TimeZoneChoice[], query: string, chosen: string): TimeZoneChoice[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return choices;
  return choices.filter((choice) => choice.name === chosen || words.every((word) => choice.searchText.includes(word)));
}

/** The time it is now in `zone`, as "Mon 09:00" in the interface language; '' for a zone the browser does not know. */
export function nowIn(zone: string, locale: string, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
  } catch {
    return '';
  }
}
