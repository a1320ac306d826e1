import { describe, expect, it } from 'vitest';
import { fairShares } from './fair-shares.js';

/** Takes a turn of `tenant`'s and records, in `order`, when it was given. */
function ask(shares: ReturnType<typeof fairShares>, tenant: string, order: string[]) {
  return shares.take(tenant).then((giveBack) => {
    order.push(tenant);
    return giveBack;
  });
}

describe('fairShares', () => {
  it('lends at most `count` turns, and one tenant all but one of them', async () => {
    const shares = fairShares(3);
    const order: string[] = [];
    const first = await Promise.all([ask(shares, 'a', order), ask(shares, 'a', order)]);
    const third = ask(shares, 'a', order);
    await Promise.resolve();
    expect(shares.lent).toBe(2);
    expect(shares.waiting).toBe(1);

    // Another workspace gets the turn the first may not take.
    const other = await ask(shares, 'b', order);
    expect(shares.lent).toBe(3);
    expect(order).toEqual(['a', 'a', 'b']);

    first[0]?.();
    await third;
    expect(order).toEqual(['a', 'a', 'b', 'a']);
    other();
    first[1]?.();
    expect(shares.lent).toBe(1);
  });

  it('serves the waiting tenants in turn, however many reads one of them queued', async () => {
    const shares = fairShares(1);
    const order: string[] = [];
    const holding = await ask(shares, 'a', order);
    // Each read gives its turn back as soon as it has it.
    const read = (tenant: string) => ask(shares, tenant, order).then((giveBack) => giveBack());
    const queued = [...Array.from({ length: 4 }, () => read('export')), read('figures'), read('other')];
    expect(shares.waiting).toBe(6);
    holding();
    await Promise.all(queued);
    // After one export page, the two other workspaces' reads, then the rest of the exports.
    expect(order).toEqual(['a', 'export', 'figures', 'other', 'export', 'export', 'export']);
    expect(shares.lent).toBe(0);
    expect(shares.waiting).toBe(0);
  });

  it('gives a turn back once, however often it is given back', async () => {
    const shares = fairShares(2);
    const order: string[] = [];
    const giveBack = await ask(shares, 'a', order);
    giveBack();
    giveBack();
    expect(shares.lent).toBe(0);
    const [x, y] = await Promise.all([ask(shares, 'a', order), ask(shares, 'b', order)]);
    const z = ask(shares, 'c', order);
    await Promise.resolve();
    expect(shares.lent).toBe(2);
    expect(shares.waiting).toBe(1);
    x?.();
    x?.();
    (await z)();
    y?.();
    expect(shares.lent).toBe(0);
  });

  it('refuses a count that lends nothing', () => {
    expect(() => fairShares(0)).toThrow(RangeError);
    expect(() => fairShares(1.5)).toThrow(RangeError);
  });
});
