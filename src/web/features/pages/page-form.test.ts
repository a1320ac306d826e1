import { describe, expect, it } from 'vitest';
import type { PageItem } from '../../../shared/pages.js';
import { emptyContent, type PageFormValues } from './content-draft.js';
import { contentInput, PAGE_FORM_FIELDS, pageChanges, pageFormIssues, pageToForm } from './page-form.js';

const saved = (changes: Partial<PageItem>): PageItem => ({
  id: 'page-1',
  name: 'Card',
  typeId: 'vcard',
  published: false,
  content: null,
  latitude: null,
  longitude: null,
  campaignId: null,
  campaignName: null,
  publicUrl: 'https://s.example/p/page-1',
  views: 0,
  qrCodes: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const draft = (type: PageItem['typeId'], content: Partial<PageFormValues['content']> = {}): PageFormValues => ({
  ...pageToForm(saved({ typeId: type })),
  content: { ...emptyContent(), ...content },
});

describe('a page in the editor', () => {
  it('starts a new page from its type’s empty content, as a draft without a place', () => {
    const values = pageToForm(saved({}));
    expect(values).toMatchObject({ type: 'vcard', name: 'Card', published: false, latitude: '', longitude: '' });
    expect(values.content.accent).toBe('#2563eb');
    expect(values.content.hours).toHaveLength(7);
  });

  it('reads a saved business week into seven rows, a day not saved as closed', () => {
    const values = pageToForm(
      saved({
        typeId: 'business-page',
        content: {
          type: 'business-page',
          title: '',
          description: '',
          accent: '#123456',
          hours: [{ day: 'tue', closed: false, opens: '10:00', closes: '16:00' }],
          address: '',
          phone: '',
          email: '',
          website: '',
          buttons: [],
        },
        latitude: 52.5,
        longitude: -13.25,
      }),
    );
    expect(values.showHours).toBe(true);
    expect(values.content.hours.map((row) => row.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(values.content.hours[1]).toEqual({ day: 'tue', closed: false, opens: '10:00', closes: '16:00' });
    expect(values.content.hours[0]?.closed).toBe(true);
    expect(values).toMatchObject({ latitude: '52.5', longitude: '-13.25' });
    expect(values.content.accent).toBe('#123456');
  });

  it('reads a saved event’s instants as wall times of the event’s own zone, and a video link as the link source', () => {
    const event = pageToForm(
      saved({
        typeId: 'event',
        content: {
          type: 'event',
          title: '',
          description: '',
          accent: '#2563eb',
          place: 'Hall 3',
          startsAt: '2026-07-01T16:00:00Z',
          endsAt: '2026-07-01T20:00:00Z',
          timeZone: 'Europe/Helsinki',
        },
      }),
    );
    expect(event.content).toMatchObject({ startsAt: '2026-07-01T19:00', endsAt: '2026-07-01T23:00' });
    const video = pageToForm(
      saved({
        typeId: 'video',
        content: {
          type: 'video',
          title: '',
          description: '',
          accent: '#2563eb',
          mediaId: '',
          videoUrl: 'https://youtu.be/abcdefgh',
        },
      }),
    );
    expect(video.videoSource).toBe('link');
  });
});

describe('what a save sends', () => {
  it('only the type’s own fields, the common ones, and the place as numbers (a decimal comma read too)', () => {
    const values = { ...draft('wifi', { ssid: 'Cafe', password: 'secret-123', firstName: 'left out' }) };
    values.latitude = '60,17';
    values.longitude = ' 24.94 ';
    const changes = pageChanges(values);
    expect(changes.content).toEqual({
      type: 'wifi',
      title: '',
      description: '',
      accent: '#2563eb',
      ssid: 'Cafe',
      encryption: 'WPA',
      password: 'secret-123',
      hidden: false,
    });
    expect(changes).toMatchObject({ name: 'Card', published: false, latitude: 60.17, longitude: 24.94 });
  });

  it('the campaign the page is in, and none (null) once the picker is cleared', () => {
    const inCampaign = pageToForm(saved({ campaignId: 'campaign-1', campaignName: 'Spring' }));
    expect(inCampaign.campaignId).toBe('campaign-1');
    expect(pageChanges(inCampaign).campaignId).toBe('campaign-1');
    expect(pageChanges({ ...inCampaign, campaignId: '' }).campaignId).toBeNull();
  });

  it('all seven days when the hours are shown (a closed day without times), none when they are not', () => {
    const values = draft('business-page');
    const hours = contentInput(values).hours as unknown[];
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({ day: 'mon', opens: '09:00', closes: '17:00' });
    expect(hours[6]).toEqual({ day: 'sun', closed: true });
    expect(contentInput({ ...values, showHours: false }).hours).toEqual([]);
  });

  it('the chosen video source alone, an open network without its password, an event’s times with its offset', () => {
    const video = draft('video', { mediaId: 'media-1', videoUrl: 'https://youtu.be/abcdefgh' });
    expect(contentInput(video)).toMatchObject({ mediaId: 'media-1', videoUrl: '' });
    expect(contentInput({ ...video, videoSource: 'link' })).toMatchObject({
      mediaId: '',
      videoUrl: video.content.videoUrl,
    });
    expect(contentInput(draft('wifi', { encryption: 'nopass', password: 'kept' })).password).toBe('');
    const event = draft('event', {
      startsAt: '2026-01-15T09:30',
      endsAt: '2026-01-15T12:00',
      timeZone: 'Europe/Berlin',
    });
    expect(contentInput(event)).toMatchObject({
      startsAt: '2026-01-15T09:30:00+01:00',
      endsAt: '2026-01-15T12:00:00+01:00',
    });
  });
});

describe('the editor’s checks, on the paths the server names', () => {
  it('a contact without a name, a bad e-mail, a private or script address', () => {
    // The rule across fields (a name is needed) speaks once each field on its own is right, as on the server.
    const issues = pageFormIssues(draft('vcard', { email: 'nope', website: 'javascript:alert(1)' }));
    expect(issues.get('content.email')).toBe('invalid_email');
    expect(issues.get('content.website')).toBe('invalid_url');
    expect(pageFormIssues(draft('vcard')).get('content.firstName')).toBe('required');
    expect(pageFormIssues(draft('vcard', { website: 'http://127.0.0.1/admin' })).get('content.website')).toBe(
      'url_private_address',
    );
  });

  it('an opening time missing on an open day, a button without a label', () => {
    const values = draft('business-page', { buttons: [{ label: '', url: 'example.com/menu' }] });
    values.content.hours[2] = { day: 'wed', closed: false, opens: '', closes: '18:00' };
    const issues = pageFormIssues(values);
    expect(issues.get('content.hours.2.opens')).toBe('required');
    expect(issues.get('content.buttons.0.label')).toBe('required');
    expect(issues.has('content.buttons.0.url')).toBe(false);
  });

  it('an event without times, ending before it starts, or in a zone nobody knows', () => {
    expect(pageFormIssues(draft('event')).get('content.startsAt')).toBe('required');
    const backwards = draft('event', { startsAt: '2026-05-01T18:00', endsAt: '2026-05-01T10:00' });
    expect(pageFormIssues(backwards).get('content.endsAt')).toBe('range_end_before_start');
    const unknown = draft('event', { startsAt: '2026-05-01T10:00', endsAt: '2026-05-01T18:00', timeZone: 'Mars/Base' });
    expect(pageFormIssues(unknown).get('content.timeZone')).toBe('invalid_time_zone');
  });

  it('coordinates that are not numbers, out of range, or one without the other', () => {
    const values = draft('wifi', { ssid: 'Cafe', password: 'secret-123' });
    expect(pageFormIssues({ ...values, latitude: 'north', longitude: '13' }).get('latitude')).toBe('invalid_number');
    expect(pageFormIssues({ ...values, latitude: '91', longitude: '13' }).get('latitude')).toBe('latitude_range');
    expect(pageFormIssues({ ...values, latitude: '52', longitude: '-181' }).get('longitude')).toBe('longitude_range');
    expect(pageFormIssues({ ...values, latitude: '52' }).get('longitude')).toBe('required');
    expect(pageFormIssues({ ...values, latitude: '52.5', longitude: '13.4' }).size).toBe(0);
  });

  it('a gallery without pictures, a social page without profiles, a PDF page without its file', () => {
    expect(pageFormIssues(draft('images')).get('content.images')).toBe('required');
    expect(pageFormIssues(draft('social-media', { profiles: [] })).get('content.profiles')).toBe('required');
    expect(pageFormIssues(draft('pdf')).get('content.mediaId')).toBe('required');
  });

  it('every issue path the checks can give is a field the form knows', () => {
    const values = draft('business-page', { email: 'x', buttons: [{ label: '', url: '' }] });
    values.content.hours[6] = { day: 'sun', closed: false, opens: '25:00', closes: '' };
    for (const path of pageFormIssues({ ...values, latitude: 'x' }).keys()) expect(PAGE_FORM_FIELDS).toContain(path);
  });
});
