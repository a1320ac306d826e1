// What the page editor's inputs hold: every type's content fields in one bag, with a new page's starting values.
import type { PageTypeId } from '../../../shared/catalogues.js';
import { WEEKDAYS, type SocialNetwork, type WIFI_ENCRYPTIONS } from '../../../shared/page-content.js';
import { viewerTimeZone } from '../../lib/local-time.js';

export type Weekday = (typeof WEEKDAYS)[number];
export interface HoursRow {
  day: Weekday;
  closed: boolean;
  opens: string;
  closes: string;
}

/** Every type's fields in one bag: a page's type never changes, so only its own are shown and sent. */
export interface ContentDraft {
  title: string;
  description: string;
  accent: string;
  hours: HoursRow[];
  address: string;
  phone: string;
  mobile: string;
  email: string;
  website: string;
  buttons: { label: string; url: string }[];
  profiles: { network: SocialNetwork; url: string }[];
  code: string;
  expiresOn: string;
  terms: string;
  redeemUrl: string;
  firstName: string;
  lastName: string;
  organization: string;
  jobTitle: string;
  street: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  note: string;
  feedbackId: string;
  mediaId: string;
  videoUrl: string;
  place: string;
  /** datetime-local values read in `timeZone` (the event's zone, not necessarily the viewer's). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  images: { mediaId: string; caption: string }[];
  ssid: string;
  encryption: (typeof WIFI_ENCRYPTIONS)[number];
  password: string;
  hidden: boolean;
}

export interface PageFormValues {
  type: PageTypeId;
  name: string;
  published: boolean;
  /** As typed ('' for none): checked to be numbers in range. */
  latitude: string;
  longitude: string;
  /** The campaign the page belongs to, '' for none. */
  campaignId: string;
  /** A business page's opening hours are shown (then all seven days are sent, each open or closed). */
  showHours: boolean;
  /** A video page's source: only that one is sent. */
  videoSource: 'upload' | 'link';
  content: ContentDraft;
}

/** The fields of each type, besides the title, description and accent every page has. */
export const CONTENT_FIELDS: Record<PageTypeId, readonly (keyof ContentDraft)[]> = {
  'business-page': ['hours', 'address', 'phone', 'email', 'website', 'buttons'],
  'social-media': ['profiles'],
  coupon: ['code', 'expiresOn', 'terms', 'redeemUrl'],
  vcard: [
    'firstName',
    'lastName',
    'organization',
    'jobTitle',
    'phone',
    'mobile',
    'email',
    'website',
    'street',
    'city',
    'postalCode',
    'region',
    'country',
    'note',
  ],
  feedback: ['feedbackId'],
  rating: ['feedbackId'],
  video: ['mediaId', 'videoUrl'],
  event: ['place', 'startsAt', 'endsAt', 'timeZone'],
  pdf: ['mediaId'],
  app: ['appStoreUrl', 'googlePlayUrl'],
  images: ['images'],
  wifi: ['ssid', 'encryption', 'password', 'hidden'],
  '3d-ar': ['mediaId'],
};

export const DEFAULT_ACCENT = '#2563eb';

const weekendDay = (day: Weekday) => day === 'sat' || day === 'sun';
/** A new business page's week: open 9 to 5 on working days, closed at the weekend. */
export const defaultHours = (): HoursRow[] =>
  WEEKDAYS.map((day) => ({ day, closed: weekendDay(day), opens: '09:00', closes: '17:00' }));

export function emptyContent(): ContentDraft {
  return {
    title: '',
    description: '',
    accent: DEFAULT_ACCENT,
    hours: defaultHours(),
    address: '',
    phone: '',
    mobile: '',
    email: '',
    website: '',
    buttons: [],
    profiles: [{ network: 'instagram', url: '' }],
    code: '',
    expiresOn: '',
    terms: '',
    redeemUrl: '',
    firstName: '',
    lastName: '',
    organization: '',
    jobTitle: '',
    street: '',
    city: '',
    postalCode: '',
    region: '',
    country: '',
    note: '',
    feedbackId: '',
    mediaId: '',
    videoUrl: '',
    place: '',
    startsAt: '',
    endsAt: '',
    timeZone: viewerTimeZone(),
    appStoreUrl: '',
    googlePlayUrl: '',
    images: [],
    ssid: '',
    encryption: 'WPA',
    password: '',
    hidden: false,
  };
}
