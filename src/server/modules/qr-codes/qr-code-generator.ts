import { QR_CODE_ALPHABET, QR_CODE_LENGTH } from '../../../shared/qr-codes.js';

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
