import { describe, expect, it } from 'vitest';
import { encodeStaticPayload, escapeWifi, staticPayloadIssues, staticPayloadSchema } from './qr-payloads.js';

const payload = (value: unknown) => staticPayloadSchema.parse(value);

describe('static QR payloads', () => {
  it('escape the Wi-Fi special characters and leave the password out of an open network', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(
      encodeStaticPayload(payload({ kind: 'wifi', ssid: 'Café "Ost"', security: 'WPA', password: 'se;cret:12' })),
    ).toBe('WIFI:T:WPA;S:Café \\"Ost\\";P:se\\;cret\\:12;;');
    expect(encodeStaticPayload(payload({ kind: 'wifi', ssid: 'Lobby', security: 'nopass', hidden: true }))).toBe(
      'WIFI:T:nopass;S:Lobby;H:true;;',
    );
  });

  it('want a password for a secured network, and 8 characters at least for WPA', () => {
    expect(staticPayloadIssues(payload({ kind: 'wifi', ssid: 'Home', security: 'WEP' }))).toEqual([
      { path: 'password', code: 'required' },
    ]);
    expect(staticPayloadIssues(payload({ kind: 'wifi', ssid: 'Home', security: 'WPA', password: 'short' }))).toEqual([
      { path: 'password', code: 'too_short' },
    ]);
  });

  it('write SMS and phone numbers without the spaces and brackets people type, and refuse letters', () => {
    expect(encodeStaticPayload(payload({ kind: 'sms', phone: '+49 (30) 123-456', message: 'Table 4: bill' }))).toBe(
      'SMSTO:+4930123456:Table 4: bill',
    );
    expect(encodeStaticPayload(payload({ kind: 'phone', phone: '+44 20 7946 0958' }))).toBe('tel:+442079460958');
    const letters = staticPayloadSchema.safeParse({ kind: 'phone', phone: 'call me' });
    expect(letters.success ? [] : letters.error.issues.map((issue) => issue.message)).toEqual(['invalid_phone']);
  });

  it('percent-encode an e-mail subject and body, spaces as %20 (RFC 6068)', () => {
    expect(
      encodeStaticPayload(payload({ kind: 'email', to: 'hello@example.com', subject: 'Table 4 & 5', body: 'Hi?' })),
    ).toBe('mailto:hello@example.com?subject=Table%204%20%26%205&body=Hi%3F');
  });

  it('make a vCard 3.0 with escaped values, CRLF line ends and lines folded at 75 octets', () => {
    const text = encodeStaticPayload(
      payload({
        kind: 'vcard',
        firstName: 'Ayşe',
        lastName: 'Yılmaz; Demir',
        organization: 'Kahve, Çay ve Dükkân',
        phone: '+90 212 555 01 01',
        email: 'ayse@example.com',
        note: `Line one\nline two ${'ü'.repeat(60)}`,
      }),
    );
    const lines = text.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Yılmaz\\; Demir;Ayşe;;;',
      'FN:Ayşe Yılmaz\\; Demir',
      'ORG:Kahve\\, Çay ve Dükkân',
    ]);
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+902125550101');
    expect(lines.at(-1)).toBe('END:VCARD');
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded (a CRLF and a space removed), the note is whole again, its line break escaped.
    expect(text.replace(/\r\n /g, '')).toContain(`NOTE:Line one\\nline two ${'ü'.repeat(60)}`);
  });

  it('want a name or an organisation on a contact', () => {
    expect(staticPayloadIssues(payload({ kind: 'vcard', email: 'a@example.com' }))).toEqual([
      { path: 'firstName', code: 'required' },
    ]);
  });
});
