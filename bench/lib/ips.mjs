// 10,000 distinct public addresses (9,000 IPv4 and 1,000 IPv6), the same every run, none private or reserved.
import { isIP } from 'node:net';

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    state ^= state >>> 13;
    return (Math.imul(state, 3266489909) >>> 0) / 4_294_967_296;
  };
}

function isPublicV4(a, b) {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  return true;
}

export function publicIps(count = 10_000) {
  const next = random(20261122);
  const byte = () => Math.floor(next() * 256);
  const ips = new Set();
  while (ips.size < count * 0.9) {
    const [a, b] = [1 + Math.floor(next() * 222), byte()];
    if (isPublicV4(a, b)) ips.add(`${a}.${b}.${byte()}.${1 + Math.floor(next() * 254)}`);
  }
  // Global unicast IPv6 from the big regional allocations (2001:, 2a0x:, 2600:–2606:).
  const prefixes = [
    '2001:4860',
    '2a00:1450',
    '2a02:c7f',
    '2a01:4f8',
    '2600:1700',
    '2603:8000',
    '2606:4700',
    '2a03:2880',
  ];
  while (ips.size < count) {
    const hex = () => Math.floor(next() * 65536).toString(16);
    ips.add(`${prefixes[Math.floor(next() * prefixes.length)]}:${hex()}:${hex()}::${hex()}`);
  }
  return [...ips].filter((ip) => isIP(ip) !== 0);
}
