import { readFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';

/**
 * IP → network organisation from @ip-location-db/asn, which ships CSV only ("start,end,asn,org", sorted by start,
 * non-overlapping). The ranges live in typed arrays and are found by binary search: ~450k IPv4 rows take ~4 MB.
 * IPv6 ranges are compared on their upper 64 bits, which is where every routed prefix (≤ /64) is decided.
 */
export interface AsnLookup {
  orgOf(ip: string): string | null;
}

export interface RangeTable<T extends Float64Array | BigUint64Array> {
  starts: T;
  ends: T;
  orgIds: Uint32Array;
}

/**
 * The parsed ranges. Their typed arrays live in SharedArrayBuffers, so another thread that is handed the tables (the
 * next click writer of the process) uses the same memory instead of parsing the CSV again.
 */
export interface AsnTables {
  orgs: string[];
  v4: RangeTable<Float64Array>;
  v6: RangeTable<BigUint64Array>;
}

export async function loadAsnLookup(ipv4Csv: string, ipv6Csv: string): Promise<AsnLookup> {
  return asnLookupFrom(await loadAsnTables(ipv4Csv, ipv6Csv));
}

export function asnLookupFrom({ orgs, v4, v6 }: AsnTables): AsnLookup {
  return {
    orgOf(ip) {
      const id = isIPv4(ip) ? findRange(v4, ipv4ToNumber(ip)) : findRange(v6, ipv6High64(ip));
      return id === -1 ? null : (orgs[id] ?? null);
    },
  };
}

export async function loadAsnTables(ipv4Csv: string, ipv6Csv: string): Promise<AsnTables> {
  const orgs: string[] = [];
  const orgIndex = new Map<string, number>();
  const internOrg = (name: string) => {
    let id = orgIndex.get(name);
    if (id === undefined) {
      id = orgs.length;
      orgs.push(name);
      orgIndex.set(name, id);
    }
    return id;
  };
  const [v4Csv, v6Csv] = await Promise.all([readFile(ipv4Csv), readFile(ipv6Csv)]);
  const v4 = parseRanges(v4Csv, new Float64Array(0), digitsToNumber, internOrg);
  const v6 = parseRanges(
    v6Csv,
    new BigUint64Array(0),
    (csv, from, to) => BigInt(csv.toString('latin1', from, to)) >> 64n,
    internOrg,
  );
  return { orgs, v4, v6 };
}

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const QUOTE = 0x22;

/**
 * Reads the CSV's bytes in place: a string per line would be hundreds of thousands of objects built only to be
 * dropped, and the heap they grew stays with the process (it cost ~80 MB of its memory at idle). Only an org name
 * that differs from the line before's becomes a string.
 */
function parseRanges<T extends Float64Array | BigUint64Array>(
  csv: Buffer,
  empty: T,
  toKey: (csv: Buffer, from: number, to: number) => T[number],
  internOrg: (name: string) => number,
): RangeTable<T> {
  let lines = 0;
  for (let at = csv.indexOf(NEWLINE); at !== -1; at = csv.indexOf(NEWLINE, at + 1)) lines += 1;
  const Table = empty.constructor as (new (buffer: SharedArrayBuffer) => T) & { BYTES_PER_ELEMENT: number };
  const make = (length: number) => new Table(new SharedArrayBuffer(length * Table.BYTES_PER_ELEMENT));
  const starts = make(lines + 1);
  const ends = make(lines + 1);
  const orgIds = new Uint32Array(new SharedArrayBuffer((lines + 1) * Uint32Array.BYTES_PER_ELEMENT));
  let count = 0;
  let previousOrg: [from: number, to: number, id: number] = [0, 0, -1];
  for (let start = 0; start < csv.length;) {
    let end = csv.indexOf(NEWLINE, start);
    if (end === -1) end = csv.length;
    const firstComma = csv.indexOf(COMMA, start);
    const secondComma = firstComma === -1 ? -1 : csv.indexOf(COMMA, firstComma + 1);
    const thirdComma = secondComma === -1 ? -1 : csv.indexOf(COMMA, secondComma + 1);
    if (thirdComma !== -1 && thirdComma < end) {
      let orgEnd = end;
      while (orgEnd > thirdComma + 1 && (csv[orgEnd - 1] === 0x0d || csv[orgEnd - 1] === 0x20)) orgEnd -= 1;
      const [from, to, id] = previousOrg;
      const same =
        id !== -1 && to - from === orgEnd - thirdComma - 1 && csv.compare(csv, from, to, thirdComma + 1, orgEnd) === 0;
      const orgId = same ? id : internOrg(unquote(csv.toString('utf8', thirdComma + 1, orgEnd)));
      previousOrg = [thirdComma + 1, orgEnd, orgId];
      starts[count] = toKey(csv, start, firstComma);
      ends[count] = toKey(csv, firstComma + 1, secondComma);
      orgIds[count] = orgId;
      count += 1;
    }
    start = end + 1;
  }
  return {
    starts: starts.subarray(0, count) as T,
    ends: ends.subarray(0, count) as T,
    orgIds: orgIds.subarray(0, count),
  };
}

function digitsToNumber(csv: Buffer, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at += 1) value = value * 10 + ((csv[at] ?? 48) - 48);
  return value;
}

// The org column is quoted when it holds a comma ("Cloudflare, Inc."), with "" for a literal quote.
function unquote(field: string): string {
  return field.charCodeAt(0) === QUOTE && field.endsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

function findRange<T extends Float64Array | BigUint64Array>(table: RangeTable<T>, key: T[number] | null): number {
  if (key === null) return -1;
  let low = 0;
  let high = table.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((table.starts[middle] as T[number]) > key) high = middle - 1;
    else low = middle + 1;
  }
  // `high` is the last range starting at or before the key.
  return high >= 0 && key <= (table.ends[high] as T[number]) ? (table.orgIds[high] ?? -1) : -1;
}

export function ipv4ToNumber(ip: string): number {
  const parts = ip.split('.');
  return ((Number(parts[0]) * 256 + Number(parts[1])) * 256 + Number(parts[2])) * 256 + Number(parts[3]);
}

/** The upper 64 bits of an IPv6 address (handles `::` shortening and an embedded IPv4 tail). */
export function ipv6High64(ip: string): bigint | null {
  const address = ip.split('%')[0] ?? '';
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groups(head);
  let tailGroups = tail === undefined ? [] : groups(tail);
  const last = tailGroups.at(-1) ?? headGroups.at(-1);
  if (last?.includes('.')) tailGroups = [...tailGroups.slice(0, -1), '0', '0'];
  const missing = 8 - headGroups.length - tailGroups.length;
  const all = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  if (all.length !== 8) return null;
  let value = 0n;
  for (const group of all.slice(0, 4)) value = (value << 16n) | BigInt(Number.parseInt(group, 16) || 0);
  return value;
}
