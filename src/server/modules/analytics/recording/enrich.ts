import { isIP } from 'node:net';
import type { EnrichedClick, RawClick } from './click-types.js';
import type { Geo, GeoLocator } from './geo.js';
import { createUserAgentReader } from './user-agent.js';
import { createVisitorHasher, utcDayStart } from './visitor-hash.js';

/** Turns raw clicks into storable ones; null for bots, which get their redirect but no statistics row. */
export type Enricher = (raw: RawClick) => EnrichedClick | null;

const GEO_CACHE_LIMIT = 50_000;

export function createEnricher(secret: string, geo: GeoLocator): Enricher {
  const readUserAgent = createUserAgentReader();
  const visitorHash = createVisitorHasher(secret);
  // Busy links see the same addresses again and again (a venue's Wi-Fi, a carrier's NAT).
  const places = new Map<string, Geo>();
  const locate = (ip: string) => {
    let place = places.get(ip);
    if (!place) {
      place = geo.locate(ip);
      if (places.size >= GEO_CACHE_LIMIT) places.clear();
      places.set(ip, place);
    }
    return place;
  };
  return (raw) => {
    const verdict = readUserAgent(raw.userAgent);
    if (verdict.bot) return null;
    const ip = isIP(raw.ip) ? raw.ip : '';
    const place = locate(ip);
    const device = verdict.device;
    // Written out rather than spread: this runs for every click.
    return {
      linkId: raw.linkId,
      workspaceId: raw.workspaceId,
      hash: raw.hash,
      qrId: raw.qrId,
      campaignId: raw.campaignId,
      locationId: raw.locationId,
      routeId: raw.routeId,
      at: raw.at,
      visitorHash: visitorHash(utcDayStart(raw.at), ip, raw.userAgent),
      country: place.country,
      region: place.region,
      city: place.city,
      timezone: place.timezone,
      org: place.org,
      deviceType: device.deviceType,
      deviceVendor: device.deviceVendor,
      deviceModel: device.deviceModel,
      browserName: device.browserName,
      browserVersion: device.browserVersion,
      osName: device.osName,
      osVersion: device.osVersion,
      referrer: referrerHost(raw.referrer),
      position: raw.position,
    };
  };
}

// Only the referring site is kept: full referrer URLs can carry search terms and personal tokens.
function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.slice(0, 255) || null : null;
  } catch {
    return null;
  }
}
