/** An address as people read it: without `https://` and a lone trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/^([^/?#]+)\/$/, '$1');
}
