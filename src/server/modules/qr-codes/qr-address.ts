import { QR_CODE_ALPHABET, QR_CODE_LENGTH, QR_PATH } from '../../../shared/qr-codes.js';
import type { Config } from '../../config.js';

/**
 * The origin a dynamic code's address starts with: the dedicated short host when there is one, else the public
 * address. Only the origin: a path of PUBLIC_URL would be case-sensitive, and the codes live at /Q/ of the host.
 */
function qrOrigin(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>): string {
  return new URL(config.shortHost ? config.shortUrlBase : config.publicUrl).origin;
}

/** The address people read and type: `https://scan.example/Q/7KX3P9QA`. */
export function qrShortUrl(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>, code: string): string {
  return `${qrOrigin(config)}/${QR_PATH}/${code}`;
}

/**
 * The address the code carries, all in upper case: scheme and host are case-insensitive and the code is matched in
 * any case, so every character is in the QR alphanumeric set (0–9, A–Z, $%*+-./: and space) — 5.5 bits a character
 * instead of 8, a smaller code that scans from further away (docs/qr-codes.md).
 */
export function qrEncodedUrl(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>, code: string): string {
  return qrShortUrl(config, code).toUpperCase();
}

/** A random code of the unambiguous alphabet (30^8 ≈ 6.6·10^11 values), from the platform's CSPRNG. */
export function generateQrCode(): string {
  const bytes = new Uint8Array(QR_CODE_LENGTH * 2);
  let code = '';
  while (code.length < QR_CODE_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    // 240 = 8 × 30: dropping bytes ≥ 240 keeps every character equally likely.
    for (const byte of bytes) {
      if (byte < 240 && code.length < QR_CODE_LENGTH) code += QR_CODE_ALPHABET[byte % QR_CODE_ALPHABET.length];
    }
  }
  return code;
}
