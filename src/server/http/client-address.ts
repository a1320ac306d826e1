import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell us the client's address (TRUST_PROXY): nobody (0), the last `n` hops, or the proxies whose
 * addresses or CIDR ranges are listed (proxy-addr's names `loopback`, `linklocal` and `uniquelocal` included).
 */
export type TrustProxy = number | string[];

/** proxy-addr's question: may the peer at this address, `hop` steps from us, be believed about the next one? */
export type TrustFn = (address: string, hop: number) => boolean;

/** What `TRUST_PROXY=true` means: proxies on this machine or a private network, never an address on the internet. */
export const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/** The trust function Fastify, the rate limits, better-auth and the redirect all share; null trusts nobody. */
export function trustFunction(trustProxy: TrustProxy): TrustFn | null {
  if (Array.isArray(trustProxy)) return trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : null;
  if (trustProxy <= 0) return null;
  // Fastify treats a bare number as "trust nobody"; proxy-addr's hop rule has to be spelled out.
  return (_address, hop) => hop < trustProxy;
}

/**
 * The client's address: the socket's, or — walking X-Forwarded-For from the right — the first address a trusted
 * peer vouches for and that is not itself trusted. A client can prepend anything to the header; only what our own
 * proxies appended counts. IPv4 clients of a dual-stack socket come as ::ffff:a.b.c.d and are given plain.
 */
export function createClientAddress(trust: TrustFn | null): (request: IncomingMessage) => string {
  if (!trust) return (request) => unmapIpv4(request.socket.remoteAddress ?? '');
  return (request) => {
    // The redirect hot path calls this for every scan: skip proxy-addr's parsing when there is nothing to parse.
    if (request.headers['x-forwarded-for'] === undefined) return unmapIpv4(request.socket.remoteAddress ?? '');
    return unmapIpv4(proxyAddr(request, trust));
  };
}

function unmapIpv4(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
