import { describe, expect, it } from 'vitest';
import { keyboardMove, moveItem } from './reorder.js';

describe('moving a rule', () => {
  it('takes the item out and puts it in at its new place, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it is for a move nowhere or out of it, and never changes the list it was given', () => {
    const rules = ['a', 'b'];
    expect(moveItem(rules, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(rules, 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(rules, -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(rules, 1, 0)).not.toBe(rules);
    expect(rules).toEqual(['a', 'b']);
  });

  it('moves by Alt+ArrowUp and Alt+ArrowDown, one place, never past either end', () => {
    expect(keyboardMove('ArrowUp', true, 2, 3)).toEqual({ to: 1 });
    expect(keyboardMove('ArrowDown', true, 0, 3)).toEqual({ to: 1 });
    expect(keyboardMove('ArrowUp', true, 0, 3)).toBeNull();
    expect(keyboardMove('ArrowDown', true, 2, 3)).toBeNull();
    expect(keyboardMove('ArrowDown', false, 0, 3)).toBeNull();
    expect(keyboardMove('Enter', true, 1, 3)).toBeNull();
  });
});
