import type { FieldIssue } from '../../shared/errors.js';
import { withScheme } from '../../shared/links.js';
import type { Config } from '../config.js';

type TargetFields = { url?: string; fallbackUrl?: string | null };

/**
 * The server's own pages a link may lead to: the landing pages and feedback forms people reach by scanning a code
 * (docs/product.md, Links). Every other address on our own hosts is refused.
 */
const PUBLIC_PAGES = /^\/(p|f)\//;

/**
 * Refuses targets on this server's own hosts (PUBLIC_URL's and SHORT_URL_BASE's): a short link to a short link
 * redirects in a loop, and one to the app itself only hides where it goes. The public pages are the exception:
 * a code that opens a landing page or a feedback form points there through its short link. Compared by host name,
 * whatever the scheme or port, because behind a proxy http://, :443 and :8080 usually reach the same node. The
 * shared schema has already refused everything else; this check needs the configuration, so it lives on the server.
 */
export function ownAddressIssues(
  config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>,
  input: TargetFields,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of ['url', 'fallbackUrl'] as const) {
    const value = input[field];
    if (value && loopsBack(config, value)) issues.push(ownAddressIssue(field));
  }
  return issues;
}

export const ownAddressIssue = (path: string): FieldIssue => ({
  path,
  code: 'url_own_address',
  message: 'url_own_address',
});

/** True when an address leads back to this server other than to a public page (see ownAddressIssues). */
export function loopsBack(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>, value: string): boolean {
  const appHost = hostnameOf(config.publicUrl);
  // A short base of its own answers every path with a redirect; PUBLIC_URL/r shares the app's host.
  const shortHost = config.shortHost ? hostnameOf(config.shortUrlBase) : null;
  const target = new URL(withScheme(value));
  const host = target.hostname.replace(/\.$/, '');
  return host === shortHost || (host === appHost && !PUBLIC_PAGES.test(target.pathname));
}

// `Scan.Example.` and `scan.example` are one host; the URL parser lowercases, the trailing dot is ours to drop.
function hostnameOf(url: string): string {
  return new URL(url).hostname.replace(/\.$/, '');
}
