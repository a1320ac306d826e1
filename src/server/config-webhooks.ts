import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

const NETWORKS_MESSAGE =
  'must be a comma-separated list of addresses or networks, such as 10.0.0.0/8, 192.168.1.20, fd00::/8';

/** WEBHOOK_ALLOWED_NETWORKS, validated with the rest of config.ts's. */
export const webhookEnvSchema = {
  WEBHOOK_ALLOWED_NETWORKS: z
    .string()
    .trim()
    .refine((value) => parseNetworks(value) !== null, { message: NETWORKS_MESSAGE })
    .optional(),
};

/**
 * The private networks webhooks may reach after all (an admin's receiver on the same network), as written: `10.0.0.0/8`,
 * `127.0.0.1`, `fd00::/8`. Empty allows none.
 */
export function webhookNetworksOf(env: { WEBHOOK_ALLOWED_NETWORKS?: string }): string[] {
  return env.WEBHOOK_ALLOWED_NETWORKS ? (parseNetworks(env.WEBHOOK_ALLOWED_NETWORKS) ?? []) : [];
}

/** The entries of a networks list, or null when one is neither an address nor `address/prefix`. */
export function parseNetworks(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.every((entry) => networkOf(entry) !== null) ? entries : null;
}

/** A BlockList holding every network of the list (node:net checks IPv4 and IPv6 addresses against it). */
export function blockListOf(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of networks) {
    const network = networkOf(entry);
    if (!network) continue;
    if (network.prefix === null) list.addAddress(network.address, network.family);
    else list.addSubnet(network.address, network.prefix, network.family);
  }
  return list;
}

function networkOf(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128) ? { address, prefix, family } : null;
}
