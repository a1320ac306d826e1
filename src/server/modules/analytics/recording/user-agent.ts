import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

/**
 * The device facts a click keeps (docs/product.md, Redirects and click statistics); null when the user agent does not
 * say.
 */
export interface DeviceFacts {
  deviceType: string | null;
  deviceVendor: string | null;
  deviceModel: string | null;
  browserName: string | null;
  browserVersion: string | null;
  osName: string | null;
  osVersion: string | null;
}

export type UserAgentVerdict = { bot: true } | { bot: false; device: DeviceFacts };

const CACHE_LIMIT = 20_000;

/**
 * Parses user agents with a bounded cache: real traffic repeats a few hundred strings, and parsing is the
 * costliest step of recording a click (~30 µs against ~1 µs for a cache hit).
 */
export function createUserAgentReader(): (userAgent: string) => UserAgentVerdict {
  const cache = new Map<string, UserAgentVerdict>();
  return (userAgent) => {
    const cached = cache.get(userAgent);
    if (cached) return cached;
    const verdict = readUserAgent(userAgent);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(userAgent, verdict);
    return verdict;
  };
}

function readUserAgent(userAgent: string): UserAgentVerdict {
  // An empty user agent is a script, not a person with a phone.
  if (userAgent.trim() === '' || isbot(userAgent)) return { bot: true };
  const parsed = new UAParser(userAgent).getResult();
  return {
    bot: false,
    device: {
      // ua-parser-js leaves desktops untyped; a known OS without a device type is a desktop or laptop.
      deviceType: parsed.device.type ?? (parsed.os.name ? 'desktop' : null),
      deviceVendor: parsed.device.vendor ?? null,
      deviceModel: parsed.device.model ?? null,
      browserName: parsed.browser.name ?? null,
      browserVersion: parsed.browser.major ?? parsed.browser.version ?? null,
      osName: parsed.os.name ?? null,
      osVersion: parsed.os.version ?? null,
    },
  };
}
