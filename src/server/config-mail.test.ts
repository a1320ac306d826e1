import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { useDataDirs } from './test/data-dirs.js';

const dataDir = useDataDirs();

describe('outgoing mail (SMTP_URL, MAIL_FROM)', () => {
  it('is not configured without SMTP_URL, and sends from noreply@ the public host', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toEqual({
      smtp: null,
      from: { name: 'Scanlink', address: 'noreply@localhost' },
    });
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://www.qr.example.com:8443/' });
    expect(config.mail.from).toEqual({ name: 'Scanlink', address: 'noreply@qr.example.com' });
    // An address is no mail domain.
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://192.0.2.7' }).mail.from.address).toBe(
      'noreply@localhost',
    );
  });

  it.each([
    ['smtp://mail.example.com', { host: 'mail.example.com', port: 587, secure: false, auth: null }],
    ['smtps://mail.example.com', { host: 'mail.example.com', port: 465, secure: true, auth: null }],
    [
      'smtp://apikey:s3cr%40t%3Aw%2Fslash@smtp.example.com:2525/',
      { host: 'smtp.example.com', port: 2525, secure: false, auth: { user: 'apikey', pass: 's3cr@t:w/slash' } },
    ],
    [
      'SMTPS://mailer%40example.com:p%20w@[::1]:465',
      { host: '::1', port: 465, secure: true, auth: { user: 'mailer@example.com', pass: 'p w' } },
    ],
    [
      'smtp://only-user@mail.example.com',
      { host: 'mail.example.com', port: 587, secure: false, auth: { user: 'only-user', pass: '' } },
    ],
  ])('reads SMTP_URL=%s, the user and password URL-decoded', (url, smtp) => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: url }).mail.smtp).toEqual(smtp);
  });

  it.each([
    ['noreply@scan.example', { name: 'Scanlink', address: 'noreply@scan.example' }],
    ['Scanlink <noreply@scan.example>', { name: 'Scanlink', address: 'noreply@scan.example' }],
    ['"Café Ünal, QR" <qr@cafe.example>', { name: 'Café Ünal, QR', address: 'qr@cafe.example' }],
    ['<bare@example.com>', { name: 'Scanlink', address: 'bare@example.com' }],
  ])('reads MAIL_FROM=%s', (from, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: from }).mail.from).toEqual(expected);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'https://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:587' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://mail.example.com?pool=true' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://mail.example.com/path' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://user:%E0%A4%A@mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://:password@mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://mail.example.com:99999' }],
    ['MAIL_FROM', { MAIL_FROM: 'not an address' }],
    ['MAIL_FROM', { MAIL_FROM: 'Scanlink <noreply>' }],
    ['MAIL_FROM', { MAIL_FROM: 'noreply@example..com' }],
    ['MAIL_FROM', { MAIL_FROM: 'Evil\r\nBcc: victim@example.com <noreply@example.com>' }],
    ['MAIL_FROM', { MAIL_FROM: 'Evil\u0007 <noreply@example.com>' }],
  ])('stops with a message naming %s when it is bad', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${name}: must be`));
  });
});
