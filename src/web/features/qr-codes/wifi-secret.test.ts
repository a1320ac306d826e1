import { describe, expect, it } from 'vitest';
import { encodeStaticPayload } from '../../../shared/qr-payloads.js';
import { qrAddress } from './qr-address.js';
import { hasWifiPassword, maskWifiPassword, PASSWORD_MASK } from './wifi-secret.js';

describe('a Wi-Fi code’s password on screen', () => {
  it('is masked in the content, the network and the rest left readable', () => {
    const encoded = 'WIFI:T:WPA;S:Harbour Café;P:s3cret-Pass;H:true;;';
    expect(maskWifiPassword(encoded)).toBe(`WIFI:T:WPA;S:Harbour Café;P:${PASSWORD_MASK};H:true;;`);
    expect(maskWifiPassword(encoded)).not.toContain('s3cret');
  });

  it('is masked whole when it holds escaped separators, and a network name that looks like a field is left alone', () => {
    const encoded = encodeStaticPayload({ kind: 'wifi', ssid: 'Lobby;P:guest', security: 'WPA', password: 'a;b:c\\' });
    expect(maskWifiPassword(encoded)).toBe(`WIFI:T:WPA;S:Lobby\\;P\\:guest;P:${PASSWORD_MASK};;`);
  });

  it('masks the one-line address of the list card too', () => {
    const encoded = 'WIFI:T:WEP;S:Office;P:hunter22;;';
    expect(qrAddress({ shortUrl: null, encoded: maskWifiPassword(encoded) })).not.toContain('hunter22');
  });

  it('leaves codes without a password, and other kinds, as they are', () => {
    expect(maskWifiPassword('WIFI:T:nopass;S:Open Café;;')).toBe('WIFI:T:nopass;S:Open Café;;');
    expect(maskWifiPassword('P:not wifi')).toBe('P:not wifi');
    expect(hasWifiPassword({ payload: { kind: 'wifi', ssid: 'Open', security: 'nopass', hidden: false } })).toBe(false);
    expect(
      hasWifiPassword({
        payload: { kind: 'wifi', ssid: 'Office', security: 'WPA', password: 'hunter22', hidden: false },
      }),
    ).toBe(true);
    expect(hasWifiPassword({ payload: null })).toBe(false);
  });
});
