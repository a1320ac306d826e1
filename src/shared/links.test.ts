import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { INPUT_FIELD_CODES } from './errors.js';
import { createLinkSchema, TARGET_URL_CODES, targetUrlProblem, updateLinkSchema, withScheme } from './links.js';
import { LOCALES } from './locales.js';
import { isPrivateHost } from './private-address.js';

// What the link form refuses before sending: the same schema the API parses.
const problemOf = (typed: string) => targetUrlProblem(withScheme(typed));

describe('link targets', () => {
  it.each([
    'http://127.0.0.1/admin',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1',
    'http://127.0.0.1./',
    'http://①②⑦.0.0.1/',
    'localhost:3000/api',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://loc%61lhost/',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/router',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[fe80::1]/',
    'http://[febf::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::192.168.0.1]/',
    'http://[2002:c0a8:1::]/',
    'http://[ff02::1]/',
  ])('refuses %s as a private address', (url) => {
    expect(problemOf(url)).toBe('url_private_address');
  });

  it.each([
    'https://example.com/menu',
    'http://8.8.8.8/',
    'http://1.1.1.1/',
    'http://172.32.0.1/',
    'http://172.15.255.255/',
    'http://100.128.0.1/',
    'http://11.0.0.1/',
    'http://[2606:4700:4700::1111]/',
    'http://[::ffff:8.8.8.8]/',
    'http://[2002:808:808::]/',
    'https://localhost.example.com/',
    'https://mylocalhost/',
    'https://10.example/',
  ])('accepts the public %s', (url) => {
    expect(problemOf(url)).toBeNull();
  });

  it.each(['https://paypal.com@evil.example/', 'https://user:pass@example.com/', 'https://:secret@example.com/'])(
    'refuses the credentials in %s',
    (url) => {
      expect(problemOf(url)).toBe('url_with_credentials');
    },
  );

  it('reads bracketed IPv6 with a dotted IPv4 tail as well as the URL parser’s hex form', () => {
    expect(isPrivateHost('[::ffff:192.168.0.1]')).toBe(true);
    expect(isPrivateHost('[1:2:3:4:5:6:7:8]')).toBe(false);
    expect(isPrivateHost('[not-an-address]')).toBe(true);
  });

  it('puts each problem on its field, the fallback included', () => {
    const result = safeParse(createLinkSchema, {
      name: 'Menu',
      url: 'https://admin:hunter2@example.com',
      fallbackUrl: 'http://[::1]:3000/',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', 'url_with_credentials'],
      ['fallbackUrl', 'url_private_address'],
    ]);
  });

  it('reads an empty campaign as none', () => {
    expect(safeParse(createLinkSchema, { name: 'Menu', url: 'example.com', campaignId: '' }).data?.campaignId).toBe(
      null,
    );
    expect(safeParse(updateLinkSchema, { campaignId: '  ' }).data).toEqual({ campaignId: null });
  });

  it('has every new field code translated in all twelve languages', () => {
    for (const locale of LOCALES) {
      const file = path.resolve(import.meta.dirname, `../web/locales/${locale}.json`);
      const texts = (JSON.parse(readFileSync(file, 'utf8')) as { field_errors: Record<string, string> }).field_errors;
      for (const code of [...TARGET_URL_CODES, ...INPUT_FIELD_CODES]) {
        expect(texts[code]?.trim(), `${locale}: field_errors.${code}`).toBeTruthy();
      }
    }
  });
});
