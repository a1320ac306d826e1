import type { FastifyRequest } from 'fastify';
import UAParser from 'ua-parser-js';
import type { AppContext } from '../../app-context.js';
import { countryOfAddress } from '../../modules/analytics/index.js';
import type { ClientFacts } from './viewer.js';

const DEVICE_CACHE_LIMIT = 5_000;
const devices = new Map<string, string | null>();

/** The device a user agent names: `Firefox · Ubuntu`, or a script's product (`curl`); cached, as agents repeat. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const cached = devices.get(userAgent);
  if (cached !== undefined) return cached;
  const { browser, os } = new UAParser(userAgent).getResult();
  const product = /^[\w.-]+/.exec(userAgent)?.[0] ?? null;
  const named = [browser.name, os.name].filter(Boolean).join(' · ');
  const device = (named || product)?.slice(0, 100) ?? null;
  if (devices.size >= DEVICE_CACHE_LIMIT) devices.clear();
  devices.set(userAgent, device);
  return device;
}

/** Where a request came from, as the audit log keeps it: never the address itself. */
export function clientFactsOf(ctx: Pick<AppContext, 'clientAddress'>, request: FastifyRequest): ClientFacts {
  return {
    country: countryOfAddress(ctx.clientAddress(request.raw)),
    device: deviceOf(request.headers['user-agent']),
  };
}
