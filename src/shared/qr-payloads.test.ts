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

/** The field codes of a refused payload, as `path:code`. */
const refusal = (value: unknown) => {
  const result = staticPayloadSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('a scheme pasted into a payload field', () => {
  it("is dropped when it is the field's own, in any case, so the code carries it once", () => {
    expect(encodeStaticPayload(payload({ kind: 'email', to: 'MAILTO:hello@example.com', subject: 'Hi' }))).toBe(
      'mailto:hello@example.com?subject=Hi',
    );
    expect(payload({ kind: 'email', to: ' mailto: hello@example.com ' })).toMatchObject({ to: 'hello@example.com' });
    expect(encodeStaticPayload(payload({ kind: 'phone', phone: 'tel:+49 30 1234567' }))).toBe('tel:+49301234567');
    expect(encodeStaticPayload(payload({ kind: 'phone', phone: 'TEL:030 1234567' }))).toBe('tel:0301234567');
    expect(encodeStaticPayload(payload({ kind: 'sms', phone: 'SMSTO:+49 30 1234567', message: 'Hi' }))).toBe(
      'SMSTO:+49301234567:Hi',
    );
    expect(encodeStaticPayload(payload({ kind: 'sms', phone: 'sms:+4930123' }))).toBe('SMSTO:+4930123:');
    const card = encodeStaticPayload(
      payload({
        kind: 'vcard',
        lastName: 'Ada',
        phone: 'tel:+44 20 7946 0958',
        mobile: 'Tel:07700900123',
        email: 'mailto:ada@example.com',
      }),
    ).split('\r\n');
    expect(card).toEqual(
      expect.arrayContaining([
        'TEL;TYPE=WORK,VOICE:+442079460958',
        'TEL;TYPE=CELL:07700900123',
        'EMAIL;TYPE=INTERNET:ada@example.com',
      ]),
    );
  });

  it('is refused when it is another one, naming the field', () => {
    expect(refusal({ kind: 'email', to: 'tel:+4930123' })).toEqual(['to:wrong_scheme']);
    expect(refusal({ kind: 'email', to: 'https://example.com' })).toEqual(['to:wrong_scheme']);
    expect(refusal({ kind: 'phone', phone: 'mailto:hello@example.com' })).toEqual(['phone:wrong_scheme']);
    expect(refusal({ kind: 'phone', phone: 'sms:+4930123' })).toEqual(['phone:wrong_scheme']);
    expect(refusal({ kind: 'sms', phone: 'tel:+4930123' })).toEqual(['phone:wrong_scheme']);
    expect(refusal({ kind: 'vcard', lastName: 'Ada', mobile: 'https://wa.me/4930123' })).toEqual([
      'mobile:wrong_scheme',
    ]);
    expect(refusal({ kind: 'vcard', lastName: 'Ada', email: 'http://example.com' })).toEqual(['email:wrong_scheme']);
  });

  it('leaves nothing behind that is not an address or a number', () => {
    // The form shows a field's first issue.
    expect(refusal({ kind: 'email', to: 'mailto:' })[0]).toBe('to:required');
    expect(refusal({ kind: 'email', to: 'mailto:hello@example.com?subject=Hi' })).toEqual(['to:invalid_email']);
    expect(refusal({ kind: 'email', to: 'mailto:mailto:hello@example.com' })).toEqual(['to:invalid_email']);
    expect(refusal({ kind: 'phone', phone: 'tel:' })[0]).toBe('phone:required');
    expect(refusal({ kind: 'sms', phone: 'SMSTO:+4930123:Hello' })).toEqual(['phone:invalid_phone']);
  });
});

describe("a vCard's website", () => {
  it('gets https:// when it has none, as the landing page gives it, and is refused when it is no web address', () => {
    const lines = encodeStaticPayload(payload({ kind: 'vcard', lastName: 'Ada', website: 'example.com/team' }));
    expect(lines.split('\r\n')).toContain('URL:https://example.com/team');
    expect(
      encodeStaticPayload(payload({ kind: 'vcard', lastName: 'Ada', website: 'HTTP://Example.com' })).split('\r\n'),
    ).toContain('URL:http://example.com/');
    expect(refusal({ kind: 'vcard', lastName: 'Ada', website: 'javascript:alert(1)' })).toEqual([
      'website:invalid_url',
    ]);
  });
});
