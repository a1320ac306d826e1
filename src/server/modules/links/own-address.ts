import type { FieldIssue } from '../../../shared/errors.js';
import { withScheme } from '../../../shared/links.js';
import type { Config } from '../../config.js';

type TargetFields = { url?: string; fallbackUrl?: string | null };

/**
 * Refuses targets on this server's own hosts (PUBLIC_URL's and SHORT_URL_BASE's): a short link to a short link
 * redirects in a loop, and one to the app itself only hides where it goes. Compared by host name, whatever the
 * scheme or port, because behind a proxy http://, :443 and :8080 usually reach the same node. The shared schema
 * has already refused everything else; this check needs the configuration, so it lives on the server.
 */
export function ownAddressIssues(
  config: Pick<Config, 'publicUrl' | 'shortUrlBase'>,
  input: TargetFields,
): FieldIssue[] {
  const own = new Set([hostnameOf(config.publicUrl), hostnameOf(config.shortUrlBase)]);
  const issues: FieldIssue[] = [];
  for (const field of ['url', 'fallbackUrl'] as const) {
    const value = input[field];
    if (value && own.has(hostnameOf(withScheme(value)))) {
      issues.push({ path: field, code: 'url_own_address', message: 'url_own_address' });
    }
  }
  return issues;
}

// `Scan.Example.` and `scan.example` are one host; the URL parser lowercases, the trailing dot is ours to drop.
function hostnameOf(url: string): string {
  return new URL(url).hostname.replace(/\.$/, '');
}
