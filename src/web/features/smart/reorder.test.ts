import { describe, expect, it } from 'vitest';
import { dropIndex, keyboardMove, moveItem } from './reorder.js';

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

  it('drops a dragged rule after every other rule whose middle the pointer has passed', () => {
    // Three rules 12 pixels apart, the middle one tall (its editor open).
    const boxes = [
      { top: 0, bottom: 100 },
      { top: 112, bottom: 412 },
      { top: 424, bottom: 524 },
    ];
    // The last dragged up: above the first's middle it goes first, below it second, below the second's middle back.
    expect(dropIndex(-40, boxes, 2)).toBe(0);
    expect(dropIndex(49, boxes, 2)).toBe(0);
    expect(dropIndex(51, boxes, 2)).toBe(1);
    expect(dropIndex(300, boxes, 2)).toBe(2);
    // The first dragged down: it passes the second at its middle, the third at its own; its own box counts never.
    expect(dropIndex(50, boxes, 0)).toBe(0);
    expect(dropIndex(263, boxes, 0)).toBe(1);
    expect(dropIndex(475, boxes, 0)).toBe(2);
    expect(dropIndex(5000, boxes, 0)).toBe(2);
    // The tall one stays where it is until the pointer passes a neighbour's middle.
    expect(dropIndex(150, boxes, 1)).toBe(1);
    expect(dropIndex(40, boxes, 1)).toBe(0);
    expect(dropIndex(500, boxes, 1)).toBe(2);
    expect(dropIndex(10, [{ top: 0, bottom: 20 }], 0)).toBe(0);
  });
});
