import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The visitors' addresses of a journal line, sealed (ADR 0004): AES-256-GCM under a key made at random when the click
 * recorder starts and never written anywhere. The writer thread (handed the key in memory) opens them again to locate
 * and hash a click; after a crash nobody can, so a replayed click of the last moments has no address.
 */
export interface AddressSeal {
  /** One line's addresses, in order, as text: the nonce, the tag, the ciphertext, base64. */
  seal(addresses: readonly string[]): string;
  /** The addresses again, or null when they were sealed under another key (a process that is gone) or are damaged. */
  open(sealed: string): string[] | null;
}

/** A new key: one per click recorder, that is per process in production; kept in memory only. */
export function newSealKey(): Buffer {
  return randomBytes(32);
}

export function addressSeal(key: Uint8Array): AddressSeal {
  return {
    seal(addresses) {
      // One cipher per line (a batch of up to 2,000 clicks), not per click: the redirect thread pays a few µs a batch.
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(CIPHER, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(addresses), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const addresses: unknown = JSON.parse(text.toString('utf8'));
        return Array.isArray(addresses) ? addresses.map(String) : null;
      } catch {
        return null;
      }
    },
  };
}
