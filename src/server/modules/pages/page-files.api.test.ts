import ICAL from 'ical.js';
import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { buildPage, sampleContent } from '../../test/pages.js';
import { buildSampleRefs, openPage } from '../../test/public-pages.js';

const server = useTestServer();

// Commas, semicolons, backslashes and line breaks are the formats' own syntax; long words in letters of two and
// three bytes make the lines fold, and must not be cut inside a character.
const TRICKY = 'Smith, Jones; and \\ Sons\nsecond line';
const LONG = `Öljynporauslautta ${'ääkkönen '.repeat(8)}東京タワー`;

/** vcf leaves TEXT values as they are written: a reader of the file undoes the escaping. */
const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
/** A structured value's fields (vcf splits them only when no field has an escaped separator), unescaped. */
const fields = (value: string | string[]) =>
  (typeof value === 'string' ? value.split(/(?<!\\);/) : value).map(unescape);
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value) as { valueOf(): string | string[] };

/** Every line of the file ends in CRLF and takes at most 75 octets. */
function expectContentLines(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);
}

/** The calendar as another parser reads it, its zones registered so that its times resolve through them. */
function readCalendar(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

describe('the files of a public page', () => {
  it("gives a vCard page's contact as a vCard 3.0 that another parser reads back whole", async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const page = await buildPage(server(), owner, {
      ...sampleContent('vcard', 'x', refs),
      firstName: 'Åsa',
      lastName: TRICKY.split('\n')[0],
      organization: LONG,
      jobTitle: 'Head baker',
      street: 'Aleksanterinkatu 12',
      city: 'Helsinki',
      postalCode: '00100',
      region: 'Uusimaa',
      country: 'Finland',
      note: TRICKY,
    });
    const file = await openPage(server(), `/p/${page.id}/contact.vcf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Asa Smith, Jones and Sons.vcf"; filename*=UTF-8''${encodeURIComponent('Åsa Smith, Jones; and Sons.vcf')}`,
    );
    expect(file.headers.get('etag')).toMatch(/^"/);
    expectContentLines(file.html);

    const [card, ...more] = vCard.parse(file.html);
    expect(more).toEqual([]);
    expect(card?.version).toBe('3.0');
    const text = (name: string) => unescape(String(single(card?.get(name)).valueOf()));
    expect(text('fn')).toBe('Åsa Smith, Jones; and \\ Sons');
    expect(fields(single(card?.get('n')).valueOf())).toEqual(['Smith, Jones; and \\ Sons', 'Åsa', '', '', '']);
    expect(text('org')).toBe(LONG);
    expect(text('title')).toBe('Head baker');
    expect(text('note')).toBe(TRICKY);
    expect(text('email')).toBe('ada@example.com');
    expect(text('url')).toBe('https://example.com/ada');
    const phones = [card?.get('tel')].flat().map((tel) => String(tel?.valueOf()));
    expect(phones).toEqual(['+358 9 123 456', '+358 40 765 4321']);
    expect(fields(single(card?.get('adr')).valueOf())).toEqual([
      '',
      '',
      'Aleksanterinkatu 12',
      'Helsinki',
      'Uusimaa',
      '00100',
      'Finland',
    ]);
  });

  it("gives an event page's date as an iCalendar file that another parser reads back whole", async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const page = await buildPage(server(), owner, {
      ...sampleContent('event', 'x', refs),
      title: LONG,
      description: TRICKY,
      place: 'Esplanadi; stage 2, Helsinki',
      startsAt: '2030-06-01T10:00:00+03:00',
      endsAt: '2030-06-01T18:30:00+03:00',
      timeZone: 'Europe/Helsinki',
    });
    const file = await openPage(server(), `/p/${page.id}/event.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Oljynporauslautta [^"]*\.ics"/);
    expectContentLines(file.html);

    const calendar = readCalendar(file.html);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Scanlink//Landing pages//EN');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(`page-${page.id}@${new URL(server().config.publicUrl).host}`);
    expect(event.summary).toBe(LONG);
    expect(event.description).toBe(TRICKY);
    expect(event.location).toBe('Esplanadi; stage 2, Helsinki');
    // In the organiser's zone, at the same instant: 10:00 in Helsinki's summer is 07:00 UTC.
    expect(event.startDate.zone?.tzid).toBe('Europe/Helsinki');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-06-01T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-06-01T15:30:00.000Z');
    const stamp = events[0]?.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(Math.abs(stamp.toJSDate().getTime() - Date.now())).toBeLessThan(3_600_000);
    expect(events[0]?.getFirstPropertyValue('url')).toBe(server().config.publicUrl + `/p/${page.id}`);

    // The same event again: the same UID, so a calendar updates it rather than adding a second.
    const again = await openPage(server(), `/p/${page.id}/event.ics`);
    expect(again.html).toBe(file.html);
  });

  it('says the zone of a winter event, a zone without summer time, and UTC, as calendars read them', async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const cases = [
      ['Europe/Helsinki', '2030-01-15T10:00:00+02:00', '2030-01-15T08:00:00.000Z', 10],
      ['Asia/Kolkata', '2030-01-15T10:00:00+05:30', '2030-01-15T04:30:00.000Z', 10],
      ['America/New_York', '2030-11-03T01:30:00-05:00', '2030-11-03T06:30:00.000Z', 1],
      ['UTC', '2030-01-15T10:00:00Z', '2030-01-15T10:00:00.000Z', 10],
    ] as const;
    for (const [timeZone, startsAt, instant, hour] of cases) {
      const page = await buildPage(server(), owner, {
        ...sampleContent('event', 'x', refs),
        startsAt,
        endsAt: '2030-12-31T00:00:00Z',
        timeZone,
      });
      const file = await openPage(server(), `/p/${page.id}/event.ics`);
      expect(file.html.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const event = new ICAL.Event(readCalendar(file.html).getFirstSubcomponent('vevent') ?? undefined);
      expect(event.startDate.zone?.tzid, timeZone).toBe(timeZone);
      expect(event.startDate.hour, timeZone).toBe(hour);
      expect(event.startDate.toJSDate().toISOString(), timeZone).toBe(instant);
      expect(file.html.includes('BEGIN:VTIMEZONE'), timeZone).toBe(timeZone !== 'UTC');
    }
  });

  it('has no file for a page of another type, an unpublished page or an unknown one', async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const wifi = await buildPage(server(), owner, sampleContent('wifi', 'Net', refs));
    const draft = await buildPage(server(), owner, sampleContent('vcard', 'Draft', refs), { published: false });
    for (const path of [
      `/p/${wifi.id}/contact.vcf`,
      `/p/${wifi.id}/event.ics`,
      `/p/${draft.id}/contact.vcf`,
      '/p/nope/event.ics',
      '/p/%00/contact.vcf',
    ]) {
      const answer = await openPage(server(), path, { 'accept-language': 'en' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
  });

  it('serves the 3D viewer from this server, compressed, to be kept a year', async () => {
    const viewer = await openPage(server(), '/p-assets/model-viewer.js?v=4.4.0', { 'accept-encoding': 'br' });
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(viewer.headers.get('content-encoding')).toBe('br');
    expect(viewer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(viewer.bytes).toBeGreaterThan(100_000);
    const etag = viewer.headers.get('etag') ?? '';
    expect((await openPage(server(), '/p-assets/model-viewer.js', { 'if-none-match': etag })).status).toBe(304);
  });
});
