import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollsToTop } from './scroll-to-top.js';

describe('when a screen opens at its top', () => {
  it('after a create or save that moves on to the new item, and after a link followed', () => {
    expect(scrollsToTop('/qr-code/new', '/qr-code/0197a', NavigationType.Push)).toBe(true);
    expect(scrollsToTop('/link/edit/42', '/link/42', NavigationType.Replace)).toBe(true);
    expect(scrollsToTop('/links', '/link/42', NavigationType.Push)).toBe(true);
  });

  it('not on back or forward, where the browser restores the position', () => {
    expect(scrollsToTop('/link/42', '/links', NavigationType.Pop)).toBe(false);
  });

  it('not on the first screen, nor when only the query changes (a filter, a search)', () => {
    expect(scrollsToTop(null, '/qr-codes', NavigationType.Pop)).toBe(false);
    expect(scrollsToTop(null, '/qr-codes', NavigationType.Push)).toBe(false);
    expect(scrollsToTop('/statistics', '/statistics', NavigationType.Replace)).toBe(false);
  });
});
