import { describe, expect, it } from 'vitest';
import { isExpired } from './link-expiry.js';

describe('whether a link has expired', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('is so from its expiry on', () => {
    expect(isExpired({ expiresAt: '2026-05-01T11:59:59Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: '2026-05-01T12:00:00Z' }, now)).toBe(true);
  });

  it('is not before its expiry, nor without one', () => {
    expect(isExpired({ expiresAt: '2026-05-01T12:00:01Z' }, now)).toBe(false);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
  });
});
