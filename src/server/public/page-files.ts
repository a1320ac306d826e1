import type { PageContentOf } from '../../shared/page-content.js';
import { encodeVcard, escapeVcard, foldLine } from '../../shared/qr-payloads.js';
import { vtimezoneLines, zonedStamp } from './ics-timezone.js';
import { safeUrl } from './page-html.js';

/**
 * The files a landing page offers: a vCard page's contact (`contact.vcf`) and an event page's date
 * (`event.ics`). Both are line-based text formats with the same escaping and folding rules (RFC 2426, RFC 5545):
 * CRLF line ends, `\ , ;` and line breaks escaped, lines folded at 75 octets without splitting a character.
 */

/** The contact as a vCard 3.0 that Android and iOS import (the encoder the static vCard QR codes use). */
export function pageVcard(content: PageContentOf<'vcard'>): string {
  return `${encodeVcard({
    firstName: content.firstName,
    lastName: content.lastName,
    organization: content.organization,
    title: content.jobTitle,
    phone: content.phone,
    mobile: content.mobile,
    email: content.email,
    website: safeUrl(content.website) ?? '',
    street: content.street,
    city: content.city,
    region: content.region,
    postalCode: content.postalCode,
    country: content.country,
    note: content.note,
  })}\r\n`;
}

/** 20250601T100000Z: an instant in UTC, which every calendar imports as the same moment. */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEvent {
  pageId: string;
  /** The host of the public URL: with the page id, a UID no other calendar's event has. */
  host: string;
  pageUrl: string;
  /** When the page was last saved: DTSTAMP, so an import of an edited event replaces the older one. */
  updatedAt: number;
  title: string;
  content: PageContentOf<'event'>;
}

/**
 * The event as an iCalendar file (RFC 5545): its times in the event's own zone (TZID) with that zone's VTIMEZONE,
 * so a calendar shows the zone the organiser chose and places the event at the same instant in the reader's; a
 * UTC event is written in UTC. UID stable per page (a second import updates the event), DTSTAMP the last save.
 */
export function pageCalendar(event: CalendarEvent): string {
  const text = (value: string) => escapeVcard(value);
  const { timeZone } = event.content;
  const start = Date.parse(event.content.startsAt);
  const end = Date.parse(event.content.endsAt);
  const utc = zoneOffsetsAreUtc(timeZone);
  const time = (name: string, at: number) =>
    utc ? `${name}:${utcStamp(at)}` : `${name};TZID=${timeZone}:${zonedStamp(timeZone, at)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Scanlink//Landing pages//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(utc ? [] : vtimezoneLines(timeZone, start, end)),
    'BEGIN:VEVENT',
    `UID:page-${event.pageId}@${event.host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    time('DTSTART', start),
    time('DTEND', end),
    `SUMMARY:${text(event.title)}`,
  ];
  if (event.content.place) lines.push(`LOCATION:${text(event.content.place)}`);
  if (event.content.description) lines.push(`DESCRIPTION:${text(event.content.description)}`);
  lines.push(`URL:${event.pageUrl}`, 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

// UTC by any of its names: written with Z, no VTIMEZONE needed.
const zoneOffsetsAreUtc = (timeZone: string) => /^(Etc\/)?(UTC|UCT|GMT|Zulu|Universal)$/i.test(timeZone);

/**
 * `attachment` with the file's name: an ASCII one for every browser and the real one (RFC 6266 `filename*`), with
 * nothing in either that could end the header's quoting or name a path.
 */
export function attachmentDisposition(name: string, extension: string, fallback: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/:*?<>|;%]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || fallback;
  const clean =
    name
      .replace(/\p{Cc}/gu, '')
      .replace(/["\\/:*?<>|]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || fallback;
  const encoded = encodeURIComponent(`${clean}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
