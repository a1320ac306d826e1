import { useState } from 'react';
import type { Link } from '../../../shared/links.js';

/** Whether a link had expired at a moment: its expiry is set and not after it (the server's rule per click). */
export function isExpired(link: Pick<Link, 'expiresAt'>, at: number): boolean {
  return link.expiresAt !== null && Date.parse(link.expiresAt) <= at;
}

/** Whether a link has expired, read once as the screen opens (the server decides per click anyway). */
export function useExpired(link: Pick<Link, 'expiresAt'>): boolean {
  const [openedAt] = useState(Date.now);
  return isExpired(link, openedAt);
}
