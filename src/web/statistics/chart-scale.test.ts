import { describe, expect, it } from 'vitest';
import { niceMax, tickIndexes } from './chart-scale.js';

describe('chart scale', () => {
  it('rounds the axis top up to an even, readable number', () => {
    expect(niceMax(0)).toBe(2);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(57)).toBe(60);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(101)).toBe(200);
    for (const value of [5, 9, 77, 999, 12_345]) expect(Number.isInteger(niceMax(value) / 2)).toBe(true);
  });

  it('spaces axis labels evenly, one bar in every few', () => {
    expect(tickIndexes(0, 6)).toEqual([]);
    expect(tickIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(tickIndexes(8, 6)).toEqual([0, 2, 4, 6]);
    expect(tickIndexes(168, 6)).toEqual([0, 28, 56, 84, 112, 140]);
  });
});
