// Which hosts a short link must not send people to: this device and networks nobody outside can reach. Pure
// (no DNS: the product works offline), so the link form refuses the same targets as the API before sending.

type Range = readonly [network: number, prefixLength: number];

// IPv4 blocks that are not public destinations (RFC 6890 and friends), as [network as uint32, prefix length].
const PRIVATE_V4: readonly Range[] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network", unspecified
  [0x0a000000, 8], // 10.0.0.0/8 private
  [0x64400000, 10], // 100.64.0.0/10 carrier-grade NAT
  [0x7f000000, 8], // 127.0.0.0/8 loopback
  [0xa9fe0000, 16], // 169.254.0.0/16 link-local (also cloud metadata services)
  [0xac100000, 12], // 172.16.0.0/12 private
  [0xc0000000, 24], // 192.0.0.0/24 IETF protocol assignments
  [0xc0000200, 24], // 192.0.2.0/24 documentation
  [0xc0a80000, 16], // 192.168.0.0/16 private
  [0xc6120000, 15], // 198.18.0.0/15 benchmarking
  [0xc6336400, 24], // 198.51.100.0/24 documentation
  [0xcb007100, 24], // 203.0.113.0/24 documentation
  [0xe0000000, 4], // 224.0.0.0/4 multicast
  [0xf0000000, 4], // 240.0.0.0/4 reserved, and the broadcast address
];

/**
 * True when a URL's host (`new URL(…).hostname`, which has already turned `2130706433`, `0x7f.1` or `127.1` into
 * `127.0.0.1`) is `localhost`, a `*.localhost` name, or an IPv4 or IPv6 literal outside the public internet.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseIpv6(host.slice(1, -1));
    return groups === null || isPrivateIpv6(groups);
  }
  const v4 = parseIpv4(host);
  return v4 !== null && isPrivateIpv4(v4);
}

function isPrivateIpv4(address: number): boolean {
  return PRIVATE_V4.some(([network, prefix]) => address >>> (32 - prefix) === network >>> (32 - prefix));
}

function isPrivateIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const lastV4 = ((g6 << 16) | g7) >>> 0;
  const zeroTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  // IPv4 inside IPv6: mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, compatible ::a.b.c.d (this also covers
  // :: and ::1) and NAT64 64:ff9b::a.b.c.d all reach the embedded IPv4 address, so it decides.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return isPrivateIpv4(lastV4);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return isPrivateIpv4(lastV4);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPrivateIpv4(lastV4);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // 64:ff9b:1::/48 local-use NAT64
  if (g0 === 0x2002) return isPrivateIpv4(((g1 << 16) | g2) >>> 0); // 6to4 carries the IPv4 address in bits 16–47
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // 100::/64 discard-only
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // 2001:db8::/32 documentation
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return true; // fe80::/10 link-local, fec0::/10 site-local
  return (g0 & 0xff00) === 0xff00; // ff00::/8 multicast
}

// Dotted decimal only: the URL parser has already rewritten every other IPv4 spelling into it.
function parseIpv4(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return octets.reduce((address, octet) => address * 256 + octet, 0);
}

/** Eight 16-bit groups of an IPv6 literal (with `::` and an optional dotted IPv4 tail), or null if it is not one. */
function parseIpv6(text: string): number[] | null {
  let body = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (dotted) {
    const v4 = parseIpv4(dotted[2] ?? '');
    if (v4 === null) return null;
    tail.push(v4 >>> 16, v4 & 0xffff);
    body = dotted[1]?.endsWith('::') ? (dotted[1] ?? '') : (dotted[1] ?? '').slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - head.length - rest.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const zeros = Array.from({ length: halves.length === 2 ? missing : 0 }, () => 0);
  return [...head.map((group) => parseInt(group, 16)), ...zeros, ...rest.map((group) => parseInt(group, 16)), ...tail];
}
