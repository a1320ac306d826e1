/**
 * A plausible audience for demo data and benchmarks: where people are (weighted, with their networks and UTC offset
 * for the hour-of-day curve), what they hold in their hands, and where they came from.
 */
export interface DemoPlace {
  country: string;
  region: string;
  city: string;
  timezone: string;
  utcOffsetHours: number;
  orgs: string[];
  weight: number;
}

export const DEMO_PLACES: DemoPlace[] = [
  { country: 'TR', region: 'Istanbul', city: 'Istanbul', timezone: 'Europe/Istanbul', utcOffsetHours: 3, orgs: ['Turk Telekomunikasyon Anonim Sirketi', 'Turkcell Iletisim Hizmetleri A.S.', 'Vodafone Net Iletisim Hizmetleri Anonim Sirketi'], weight: 16 },
  { country: 'TR', region: 'Ankara', city: 'Ankara', timezone: 'Europe/Istanbul', utcOffsetHours: 3, orgs: ['Turk Telekomunikasyon Anonim Sirketi', 'Superonline Iletisim Hizmetleri A.S.'], weight: 6 },
  { country: 'TR', region: 'Izmir', city: 'Izmir', timezone: 'Europe/Istanbul', utcOffsetHours: 3, orgs: ['Turkcell Iletisim Hizmetleri A.S.'], weight: 4 },
  { country: 'DE', region: 'Berlin', city: 'Berlin', timezone: 'Europe/Berlin', utcOffsetHours: 1, orgs: ['Deutsche Telekom AG', 'Vodafone GmbH', 'Telefonica Germany GmbH & Co.OHG'], weight: 7 },
  { country: 'DE', region: 'Bavaria', city: 'Munich', timezone: 'Europe/Berlin', utcOffsetHours: 1, orgs: ['Deutsche Telekom AG', 'M-net Telekommunikations GmbH'], weight: 4 },
  { country: 'DE', region: 'Hesse', city: 'Frankfurt am Main', timezone: 'Europe/Berlin', utcOffsetHours: 1, orgs: ['Deutsche Telekom AG', 'Vodafone GmbH'], weight: 3 },
  { country: 'GB', region: 'England', city: 'London', timezone: 'Europe/London', utcOffsetHours: 0, orgs: ['British Telecommunications PLC', 'Sky UK Limited', 'Virgin Media Limited'], weight: 7 },
  { country: 'GB', region: 'Scotland', city: 'Edinburgh', timezone: 'Europe/London', utcOffsetHours: 0, orgs: ['British Telecommunications PLC', 'EE Limited'], weight: 2 },
  { country: 'US', region: 'California', city: 'Los Angeles', timezone: 'America/Los_Angeles', utcOffsetHours: -8, orgs: ['Charter Communications Inc', 'AT&T Services, Inc.', 'T-Mobile USA, Inc.'], weight: 6 },
  { country: 'US', region: 'New York', city: 'New York', timezone: 'America/New_York', utcOffsetHours: -5, orgs: ['Verizon Business', 'Charter Communications Inc', 'T-Mobile USA, Inc.'], weight: 7 },
  { country: 'US', region: 'Texas', city: 'Austin', timezone: 'America/Chicago', utcOffsetHours: -6, orgs: ['AT&T Services, Inc.', 'Charter Communications Inc'], weight: 3 },
  { country: 'US', region: 'Illinois', city: 'Chicago', timezone: 'America/Chicago', utcOffsetHours: -6, orgs: ['Comcast Cable Communications, LLC'], weight: 3 },
  { country: 'FR', region: 'Île-de-France', city: 'Paris', timezone: 'Europe/Paris', utcOffsetHours: 1, orgs: ['Orange S.A.', 'Free SAS', 'Societe Francaise Du Radiotelephone - SFR SA'], weight: 5 },
  { country: 'FR', region: 'Auvergne-Rhône-Alpes', city: 'Lyon', timezone: 'Europe/Paris', utcOffsetHours: 1, orgs: ['Orange S.A.', 'Bouygues Telecom SA'], weight: 2 },
  { country: 'NL', region: 'North Holland', city: 'Amsterdam', timezone: 'Europe/Amsterdam', utcOffsetHours: 1, orgs: ['KPN B.V.', 'Ziggo B.V.'], weight: 3 },
  { country: 'ES', region: 'Madrid', city: 'Madrid', timezone: 'Europe/Madrid', utcOffsetHours: 1, orgs: ['Telefonica de Espana S.A.U.', 'Vodafone Spain'], weight: 3 },
  { country: 'ES', region: 'Catalonia', city: 'Barcelona', timezone: 'Europe/Madrid', utcOffsetHours: 1, orgs: ['Telefonica de Espana S.A.U.', 'Orange Espagne SA'], weight: 2 },
  { country: 'IT', region: 'Lazio', city: 'Rome', timezone: 'Europe/Rome', utcOffsetHours: 1, orgs: ['Telecom Italia S.p.A.', 'Vodafone Italia S.p.A.'], weight: 2 },
  { country: 'IT', region: 'Lombardy', city: 'Milan', timezone: 'Europe/Rome', utcOffsetHours: 1, orgs: ['Fastweb SpA', 'Telecom Italia S.p.A.'], weight: 2 },
  { country: 'PT', region: 'Lisbon', city: 'Lisbon', timezone: 'Europe/Lisbon', utcOffsetHours: 0, orgs: ['MEO - Servicos De Comunicacoes E Multimedia S.A.', 'NOS Comunicacoes, S.A.'], weight: 2 },
  { country: 'FI', region: 'Uusimaa', city: 'Helsinki', timezone: 'Europe/Helsinki', utcOffsetHours: 2, orgs: ['Elisa Oyj', 'Telia Finland Oyj', 'DNA Oyj'], weight: 2 },
  { country: 'EE', region: 'Harju', city: 'Tallinn', timezone: 'Europe/Tallinn', utcOffsetHours: 2, orgs: ['Telia Eesti AS', 'Elisa Eesti AS'], weight: 1 },
  { country: 'SE', region: 'Stockholm', city: 'Stockholm', timezone: 'Europe/Stockholm', utcOffsetHours: 1, orgs: ['Telia Company AB', 'Tele2 Sverige AB'], weight: 2 },
  { country: 'RU', region: 'Moscow', city: 'Moscow', timezone: 'Europe/Moscow', utcOffsetHours: 3, orgs: ['PJSC Rostelecom', 'PJSC MegaFon'], weight: 2 },
  { country: 'BR', region: 'São Paulo', city: 'São Paulo', timezone: 'America/Sao_Paulo', utcOffsetHours: -3, orgs: ['Claro S.A.', 'TELEFÔNICA BRASIL S.A'], weight: 3 },
  { country: 'IN', region: 'Maharashtra', city: 'Mumbai', timezone: 'Asia/Kolkata', utcOffsetHours: 5.5, orgs: ['Reliance Jio Infocomm Limited', 'Bharti Airtel Ltd.'], weight: 3 },
  { country: 'JP', region: 'Tokyo', city: 'Tokyo', timezone: 'Asia/Tokyo', utcOffsetHours: 9, orgs: ['NTT DOCOMO, INC.', 'KDDI CORPORATION', 'SoftBank Corp.'], weight: 2 },
  { country: 'AU', region: 'New South Wales', city: 'Sydney', timezone: 'Australia/Sydney', utcOffsetHours: 10, orgs: ['Telstra Limited', 'Optus Mobile'], weight: 2 },
  { country: 'CA', region: 'Ontario', city: 'Toronto', timezone: 'America/Toronto', utcOffsetHours: -5, orgs: ['Rogers Communications Canada Inc.', 'Bell Canada'], weight: 2 },
  { country: 'AE', region: 'Dubai', city: 'Dubai', timezone: 'Asia/Dubai', utcOffsetHours: 4, orgs: ['Emirates Telecommunications Group Company (Etisalat Group) PJSC'], weight: 1 },
];

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
  { deviceType: 'mobile', deviceVendor: 'Apple', deviceModel: 'iPhone', browserName: 'Mobile Safari', browserVersions: ['17', '18'], osName: 'iOS', osVersions: ['17.5', '17.6.1', '18.0', '18.1'], weight: 34 },
  { deviceType: 'mobile', deviceVendor: 'Apple', deviceModel: 'iPhone', browserName: 'Instagram', browserVersions: ['345', '352'], osName: 'iOS', osVersions: ['17.6.1', '18.1'], weight: 5 },
  { deviceType: 'mobile', deviceVendor: 'Samsung', deviceModel: 'SM-S918B', browserName: 'Samsung Internet', browserVersions: ['25', '26'], osName: 'Android', osVersions: ['14'], weight: 9 },
  { deviceType: 'mobile', deviceVendor: 'Samsung', deviceModel: 'SM-A546B', browserName: 'Chrome', browserVersions: ['129', '130'], osName: 'Android', osVersions: ['14'], weight: 8 },
  { deviceType: 'mobile', deviceVendor: 'Google', deviceModel: 'Pixel 8', browserName: 'Chrome', browserVersions: ['129', '130'], osName: 'Android', osVersions: ['14', '15'], weight: 4 },
  { deviceType: 'mobile', deviceVendor: 'Xiaomi', deviceModel: '23129RAA4G', browserName: 'Chrome', browserVersions: ['128', '130'], osName: 'Android', osVersions: ['13', '14'], weight: 5 },
  { deviceType: 'tablet', deviceVendor: 'Apple', deviceModel: 'iPad', browserName: 'Mobile Safari', browserVersions: ['17', '18'], osName: 'iOS', osVersions: ['17.6', '18.1'], weight: 3 },
  { deviceType: 'desktop', deviceVendor: null, deviceModel: null, browserName: 'Chrome', browserVersions: ['129', '130'], osName: 'Windows', osVersions: ['10'], weight: 14 },
  { deviceType: 'desktop', deviceVendor: null, deviceModel: null, browserName: 'Edge', browserVersions: ['129', '130'], osName: 'Windows', osVersions: ['10'], weight: 4 },
  { deviceType: 'desktop', deviceVendor: 'Apple', deviceModel: 'Macintosh', browserName: 'Safari', browserVersions: ['17', '18'], osName: 'Mac OS', osVersions: ['10.15.7'], weight: 6 },
  { deviceType: 'desktop', deviceVendor: null, deviceModel: null, browserName: 'Firefox', browserVersions: ['131', '132'], osName: 'Linux', osVersions: ['x86_64'], weight: 2 },
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
export const HOUR_OF_DAY_WEIGHTS = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.4, 3.4, 3.8, 4, 4.4, 5.2, 5, 4.4, 4.2, 4.4, 5, 5.8, 6.4, 6.2, 5, 3.4, 2];
