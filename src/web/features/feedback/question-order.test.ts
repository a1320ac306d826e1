import { describe, expect, it } from 'vitest';
import { moveItem } from './question-order.js';

describe('moving a question in the list', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('takes it out and puts it in at the new place, up or down', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('leaves the list as it is for a move out of bounds or onto itself, and never changes the original', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
