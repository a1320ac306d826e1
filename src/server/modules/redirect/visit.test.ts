import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { variantOf } from '../../../shared/smart-routing.js';
import { createVisitReader } from './visit.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const DAY = 86_400_000;
const NOON = Date.parse('2026-06-10T12:00:00Z');

/** A request as the redirect sees it: the address comes from the reader's rule, the rest from the headers. */
const request = (address: string, userAgent = 'Mozilla/5.0 (iPhone)') =>
  ({ headers: { 'user-agent': userAgent }, address }) as unknown as IncomingMessage;
const visits = createVisitReader(SECRET, (req) => (req as unknown as { address: string }).address);
const split = [
  { id: 'a', name: null, url: 'https://example.com/a', weight: 50 },
  { id: 'b', name: null, url: 'https://example.com/b', weight: 30 },
  { id: 'c', name: null, url: 'https://example.com/c', weight: 20 },
];
const variantAt = (address: string, at: number, owner = 'link-1') =>
  variantOf(split, () => visits(request(address), '', at).bucket(owner))?.id;

describe('a split', () => {
  it('gives 10,000 visitors their variants by the weights, within 2 points', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 10_000; index += 1) {
      const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      const id = variantAt(address, NOON) ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const variant of split) {
      expect(Math.abs((counts.get(variant.id) ?? 0) / 100 - variant.weight)).toBeLessThanOrEqual(2);
    }
  });

  it('keeps a visitor on their variant all day, and draws them afresh the next day', () => {
    const addresses = Array.from({ length: 200 }, (_, index) => `192.0.2.${index}`);
    const morning = addresses.map((address) => variantAt(address, NOON - 11 * 3_600_000));
    const evening = addresses.map((address) => variantAt(address, NOON + 11 * 3_600_000));
    expect(evening).toEqual(morning);
    const tomorrow = addresses.map((address) => variantAt(address, NOON + DAY));
    expect(tomorrow).not.toEqual(morning);
  });

  it('draws per code: one visitor is not on the same variant of every split', () => {
    const addresses = Array.from({ length: 200 }, (_, index) => `198.51.100.${index}`);
    const first = addresses.map((address) => variantAt(address, NOON, 'link-1'));
    const second = addresses.map((address) => variantAt(address, NOON, 'link-2'));
    expect(second).not.toEqual(first);
  });
});
