import { describe, expect, it } from 'vitest';
import { normalizeRequestUrl } from './normalize-path.js';

describe('normalizeRequestUrl', () => {
  it.each([
    ['/api/auth/./sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth/%2e/sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth/%2E/sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth/x/../sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth/x/%2e%2e/sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth/x/.%2e/sign-up/email', '/api/auth/sign-up/email'],
    ['/api/auth%2fsign-up%2Femail', '/api/auth/sign-up/email'],
    ['/api/auth%5csign-up%5Cemail', '/api/auth/sign-up/email'],
    ['/api\\auth\\sign-up\\email', '/api/auth/sign-up/email'],
    ['//api///auth//sign-up/email', '/api/auth/sign-up/email'],
    ['/../../api/me', '/api/me'],
    ['/api/me/', '/api/me/'],
    ['/api/me/.', '/api/me/'],
    ['/api/me/x/..', '/api/me/'],
    ['/..', '/'],
  ])('reads %s as %s', (url, expected) => {
    expect(normalizeRequestUrl(url)).toBe(expected);
  });

  it('keeps the query string exactly as sent, dots, slashes and escapes included', () => {
    expect(normalizeRequestUrl('/api/./links?q=a%2Fb/../c&x=%2e')).toBe('/api/links?q=a%2Fb/../c&x=%2e');
    expect(normalizeRequestUrl('/api/auth/callback/google?code=4%2F0A&state=xyz')).toBe(
      '/api/auth/callback/google?code=4%2F0A&state=xyz',
    );
  });

  it('leaves a normal path and other escapes alone', () => {
    const url = '/api/links/abc?limit=10';
    expect(normalizeRequestUrl(url)).toBe(url);
    expect(normalizeRequestUrl('/p/caf%C3%A9')).toBe('/p/caf%C3%A9');
    // %25 is a percent sign: %252e is the text "%2e", not a dot, and stays so.
    expect(normalizeRequestUrl('/api/auth/%252e/x')).toBe('/api/auth/%252e/x');
  });

  it('is stable: a normal URL stays as it is', () => {
    for (const url of ['/api/auth/./a/%2e%2e/b//c\\d', '/x/%2f%2e%2e%2fy?z=1']) {
      const once = normalizeRequestUrl(url);
      expect(normalizeRequestUrl(once)).toBe(once);
    }
  });
});
