import type { QrCode } from '../../../shared/qr-codes.js';

/** An address as people read it: without `https://` and a lone trailing slash. */
export function withoutScheme(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/^([^/?#]+)\/$/, '$1');
}

/**
 * What a code carries, on one line: a dynamic code's short address, else a static code's payload with its line
 * breaks (a vCard, a Wi-Fi network) shown as spaces.
 */
export function qrAddress(code: Pick<QrCode, 'shortUrl' | 'encoded'>): string {
  return code.shortUrl ? withoutScheme(code.shortUrl) : code.encoded.replace(/\s+/g, ' ').trim();
}

/** A dynamic code counts its scans; a static one encodes its content directly and is not tracked. */
export const isTracked = (code: Pick<QrCode, 'qrClass'>) => code.qrClass === 'dynamic';
