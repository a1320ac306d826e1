import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamSlots } from './stream-slots.js';

describe('stream slots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('give each owner its own number of slots, and a released slot back', () => {
    const slots = new StreamSlots(2, 60_000);
    const first = slots.take('session:a', () => undefined);
    expect(slots.take('session:a', () => undefined)).toBeDefined();
    expect(slots.take('session:a', () => undefined)).toBeUndefined();
    expect(slots.take('key:b', () => undefined)).toBeDefined();
    first!.release();
    first!.release();
    expect(slots.count('session:a')).toBe(1);
    expect(slots.take('session:a', () => undefined)).toBeDefined();
    expect(slots.take('session:a', () => undefined)).toBeUndefined();
  });

  it('end a stream that reached its age, and never one that was released before', () => {
    const slots = new StreamSlots(20, 60_000);
    const ended: string[] = [];
    slots.take('session:a', () => ended.push('old'));
    const released = slots.take('session:a', () => ended.push('released'));
    released!.release();
    vi.advanceTimersByTime(59_999);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ended).toEqual(['old']);
  });
});
