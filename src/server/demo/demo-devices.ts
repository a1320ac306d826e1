/** What a demo audience holds in its hands, where it comes from, and when in its day it clicks. */
export interface DemoDevice {
  deviceType: string;
  deviceVendor: string | null;
  deviceModel: string | null;
  browserName: string;
  browserVersions: string[];
  osName: string;
  osVersions: string[];
  weight: number;
}

export const DEMO_DEVICES: DemoDevice[] = [
  {
    deviceType: 'mobile',
    deviceVendor: 'Apple',
    deviceModel: 'iPhone',
    browserName: 'Mobile Safari',
    browserVersions: ['17', '18'],
    osName: 'iOS',
    osVersions: ['17.5', '17.6.1', '18.0', '18.1'],
    weight: 34,
  },
  {
    deviceType: 'mobile',
    deviceVendor: 'Apple',
    deviceModel: 'iPhone',
    browserName: 'Instagram',
    browserVersions: ['345', '352'],
    osName: 'iOS',
    osVersions: ['17.6.1', '18.1'],
    weight: 5,
  },
  {
    deviceType: 'mobile',
    deviceVendor: 'Samsung',
    deviceModel: 'SM-S918B',
    browserName: 'Samsung Internet',
    browserVersions: ['25', '26'],
    osName: 'Android',
    osVersions: ['14'],
    weight: 9,
  },
  {
    deviceType: 'mobile',
    deviceVendor: 'Samsung',
    deviceModel: 'SM-A546B',
    browserName: 'Chrome',
    browserVersions: ['129', '130'],
    osName: 'Android',
    osVersions: ['14'],
    weight: 8,
  },
  {
    deviceType: 'mobile',
    deviceVendor: 'Google',
    deviceModel: 'Pixel 8',
    browserName: 'Chrome',
    browserVersions: ['129', '130'],
    osName: 'Android',
    osVersions: ['14', '15'],
    weight: 4,
  },
  {
    deviceType: 'mobile',
    deviceVendor: 'Xiaomi',
    deviceModel: '23129RAA4G',
    browserName: 'Chrome',
    browserVersions: ['128', '130'],
    osName: 'Android',
    osVersions: ['13', '14'],
    weight: 5,
  },
  {
    deviceType: 'tablet',
    deviceVendor: 'Apple',
    deviceModel: 'iPad',
    browserName: 'Mobile Safari',
    browserVersions: ['17', '18'],
    osName: 'iOS',
    osVersions: ['17.6', '18.1'],
    weight: 3,
  },
  {
    deviceType: 'desktop',
    deviceVendor: null,
    deviceModel: null,
    browserName: 'Chrome',
    browserVersions: ['129', '130'],
    osName: 'Windows',
    osVersions: ['10'],
    weight: 14,
  },
  {
    deviceType: 'desktop',
    deviceVendor: null,
    deviceModel: null,
    browserName: 'Edge',
    browserVersions: ['129', '130'],
    osName: 'Windows',
    osVersions: ['10'],
    weight: 4,
  },
  {
    deviceType: 'desktop',
    deviceVendor: 'Apple',
    deviceModel: 'Macintosh',
    browserName: 'Safari',
    browserVersions: ['17', '18'],
    osName: 'Mac OS',
    osVersions: ['10.15.7'],
    weight: 6,
  },
  {
    deviceType: 'desktop',
    deviceVendor: null,
    deviceModel: null,
    browserName: 'Firefox',
    browserVersions: ['131', '132'],
    osName: 'Linux',
    osVersions: ['x86_64'],
    weight: 2,
  },
];

/** Referring hosts; most scans of a printed code have none. */
export const DEMO_REFERRERS: Array<{ host: string | null; weight: number }> = [
  { host: null, weight: 70 },
  { host: 'l.instagram.com', weight: 9 },
  { host: 'www.google.com', weight: 6 },
  { host: 'lm.facebook.com', weight: 5 },
  { host: 't.co', weight: 3 },
  { host: 'www.linkedin.com', weight: 2 },
  { host: 'web.whatsapp.com', weight: 3 },
  { host: 'mail.google.com', weight: 2 },
];

/** A share of visitors for each local hour, 0–23: quiet nights, a lunch bump, busy evenings. */
export const HOUR_OF_DAY_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.4, 3.4, 3.8, 4, 4.4, 5.2, 5, 4.4, 4.2, 4.4, 5, 5.8, 6.4, 6.2, 5, 3.4, 2,
];
