import { QR_CODE_PATTERN } from '../../../shared/qr-codes.js';

/**
 * What the redirect needs to answer a code, whatever owns it: a link (by its code or a former one), or a dynamic QR
 * code (by its own code, leading to a link or to an address of its own), with what the click counts for.
 */
export interface RedirectTarget {
  /** The link the click counts for; null for a QR code that leads to an address of its own. */
  linkId: string | null;
  workspaceId: string;
  /** The code the request came in by, stored with the click. */
  hash: string;
  url: string;
  expiresAt: number | null;
  fallbackUrl: string | null;
  forwardQuery: boolean;
  qrId: string | null;
  campaignId: string | null;
  locationId: string | null;
  /**
   * A deleted QR code or link, or a code whose link is gone: its printed copies get a page saying it is no longer
   * active.
   */
  inactive: boolean;
}

/**
 * The answer for the code of a deleted link: no target, counted for nothing, "no longer active" (410) like a deleted
 * QR code's. A code that never existed has no target at all (404).
 */
export function retiredLinkTarget(workspaceId: string, hash: string): RedirectTarget {
  return {
    linkId: null,
    workspaceId,
    hash,
    url: '',
    expiresAt: null,
    fallbackUrl: null,
    forwardQuery: false,
    qrId: null,
    campaignId: null,
    locationId: null,
    inactive: true,
  };
}

// Link codes never contain a slash, so the two kinds of code share the cache without ever meeting.
const QR_KEY_PREFIX = 'Q/';

/** The cache key of a QR code's own code (upper case). */
export function qrCodeKey(code: string): string {
  return `${QR_KEY_PREFIX}${code}`;
}

/** The QR code of a cache key, or null for a link's code. */
export function qrCodeOfKey(key: string): string | null {
  return key.startsWith(QR_KEY_PREFIX) ? key.slice(QR_KEY_PREFIX.length) : null;
}

/** A QR code's code from the path segment after /Q/ — case-insensitive, as scanners may lower-case it — or null. */
export function normaliseQrCode(segment: string): string | null {
  const code = segment.toUpperCase();
  return QR_CODE_PATTERN.test(code) ? code : null;
}
