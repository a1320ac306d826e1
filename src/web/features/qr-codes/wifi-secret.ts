import type { QrCode } from '../../../shared/qr-codes.js';

/** What stands for a hidden password: always the same length, so it tells nothing about the real one. */
export const PASSWORD_MASK = '••••••••';

// The Wi-Fi format (WIFI:T:WPA;S:…;P:…;;) separates its fields with `;`; a `\;` inside a value is part of it.
function splitFields(body: string): string[] {
  const fields: string[] = [];
  let current = '';
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (char === '\\' && index + 1 < body.length) {
      current += char + body[index + 1];
      index += 1;
    } else if (char === ';') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/** A Wi-Fi code's content with its password (the `P:` field) masked; any other text as it is. */
export function maskWifiPassword(encoded: string): string {
  if (!encoded.startsWith('WIFI:')) return encoded;
  const fields = splitFields(encoded.slice('WIFI:'.length));
  return `WIFI:${fields.map((field) => (field.startsWith('P:') && field.length > 2 ? `P:${PASSWORD_MASK}` : field)).join(';')}`;
}

/** Whether a static code carries a Wi-Fi password that the lists and pages hide until asked. */
export function hasWifiPassword(code: Pick<QrCode, 'payload'>): boolean {
  return code.payload?.kind === 'wifi' && code.payload.security !== 'nopass' && Boolean(code.payload.password);
}
