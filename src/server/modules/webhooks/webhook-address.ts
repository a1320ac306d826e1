import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type BlockList, type LookupFunction } from 'node:net';
import { isPrivateHost } from '../../../shared/private-address.js';
import { blockListOf } from '../../config-webhooks.js';

/** Resolves a host name to its addresses (the system's resolver; tests hand in their own). */
export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Why a saved address is refused, as the address field's code. */
export type UrlProblem = 'url_unresolvable' | 'url_not_allowed' | 'url_not_https';

/** Thrown by the connection's lookup when no address of the host may be reached: the attempt's `address_not_allowed`. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ENOTALLOWED';
  constructor(readonly host: string) {
    super(`no address of ${host} may be reached`);
  }
}

/**
 * Keeps webhooks out of the private network: loopback, private, link-local (the cloud metadata address among them),
 * multicast and reserved addresses are refused unless the admin listed them (WEBHOOK_ALLOWED_NETWORKS), and plain
 * http only goes to listed addresses. The address is checked when an endpoint is saved and again at every connection,
 * on the very address connected to (`lookup` resolves, checks and hands that address to the socket), so a name that
 * resolves to a public address at the check and to 127.0.0.1 at the connection is refused.
 */
export class WebhookNetworkGuard {
  private readonly allowedList: BlockList;

  constructor(
    allowedNetworks: readonly string[],
    private readonly resolve: HostResolver = systemResolver,
  ) {
    this.allowedList = blockListOf(allowedNetworks);
  }

  /** Whether an address is public, on a network the admin allowed, or refused (null). */
  classify(address: string): 'public' | 'allowed' | null {
    const family = isIP(address);
    if (family === 0) return null;
    if (this.allowedList.check(address, family === 4 ? 'ipv4' : 'ipv6')) return 'allowed';
    return isPrivateHost(family === 6 ? `[${address}]` : address) ? null : 'public';
  }

  /** The problem of an endpoint's address when it is saved, or null: resolved now, each address checked. */
  async problemOf(url: URL): Promise<UrlProblem | null> {
    const host = hostOf(url);
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await this.resolve(host)).map((entry) => entry.address);
    } catch {
      return 'url_unresolvable';
    }
    if (addresses.length === 0) return 'url_unresolvable';
    const verdicts = addresses.map((address) => this.classify(address));
    if (verdicts.includes(null)) return 'url_not_allowed';
    if (url.protocol === 'http:' && verdicts.some((verdict) => verdict !== 'allowed')) return 'url_not_https';
    return null;
  }

  /**
   * For a connection to `url`: an address literal checked here (Node connects to a literal without a lookup), and a
   * `lookup` for names that answers only addresses that pass. Null when the literal is refused.
   */
  connectionTo(url: URL): { lookup: LookupFunction } | null {
    const host = hostOf(url);
    const plainHttp = url.protocol === 'http:';
    const passes = (address: string) => {
      const verdict = this.classify(address);
      return plainHttp ? verdict === 'allowed' : verdict !== null;
    };
    if (isIP(host) && !passes(host)) return null;
    const lookup: LookupFunction = (hostname, options, callback) => {
      this.resolve(hostname).then(
        (entries) => {
          const usable = entries.filter((entry) => passes(entry.address));
          const first = usable[0];
          if (!first) callback(new AddressNotAllowedError(hostname), '', 0);
          else if (options.all) callback(null, usable);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };
    return { lookup };
  }
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
