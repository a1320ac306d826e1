// Characters that may hide a path's real shape from the router: a percent escape (%2e, %2f, %5c), a backslash,
// a doubled slash or a dot segment. A path without any of them is already normal and is left as it is.
const SUSPECT = /%|\\|\/\/|\/\.\.?(?:\/|$)/;
const HIDDEN_SEPARATORS = /%2e|%2f|%5c|\\/gi;

/**
 * The URL as the router must see it, so that every spelling of a path reaches the same route and its checks (the
 * auth endpoints' schemas and limits, the CSRF guard): `%2e` → `.`, `%2f`, `%5c` and `\` → `/`, doubled slashes
 * collapsed, `.` and `..` segments resolved (never above the root). Other escapes and the query string are kept
 * untouched. Used as Fastify's `rewriteUrl`, which runs before routing.
 */
export function normalizeRequestUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!SUSPECT.test(path)) return url;
  const unhidden = path.replace(HIDDEN_SEPARATORS, (match) => (match === '%2e' || match === '%2E' ? '.' : '/'));
  const segments: string[] = [];
  const parts = unhidden.split('/');
  for (const [index, part] of parts.entries()) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
    // A trailing slash, or one that stood for a final dot segment, stays: `/a/b/` and `/a/b/.` are both `/a/b/`.
    if (index === parts.length - 1 && (part === '' || part === '.' || part === '..') && segments.length > 0) {
      segments.push('');
    }
  }
  const normal = `/${segments.join('/')}`;
  return queryAt === -1 ? normal : normal + url.slice(queryAt);
}
