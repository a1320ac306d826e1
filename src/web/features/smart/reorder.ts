// The order of the rules as the person arranges it, by mouse or finger (the up and down buttons, or dragging a rule
// by its handle: use-rule-drag.ts) and by keyboard (the same buttons, or Alt+ArrowUp/ArrowDown while a rule has the
// focus).

/** The list with the item at `from` taken out and put in at `to`; an impossible move leaves it as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Where a key press moves the item at `index` of a list of `count`: Alt+ArrowUp one up, Alt+ArrowDown one down;
 * null for any other key, and at either end (nothing to announce).
 */
export function keyboardMove(key: string, altKey: boolean, index: number, count: number): { to: number } | null {
  if (!altKey) return null;
  if (key === 'ArrowUp' && index > 0) return { to: index - 1 };
  if (key === 'ArrowDown' && index < count - 1) return { to: index + 1 };
  return null;
}

/**
 * Where a dragged item would land with the pointer at `y`: after each other item whose middle is above the pointer.
 * `boxes` are the items' extents on the screen, in the list's order, the dragged one (at `from`) among them.
 */
export function dropIndex(y: number, boxes: readonly { top: number; bottom: number }[], from: number): number {
  return boxes.filter((box, index) => index !== from && (box.top + box.bottom) / 2 < y).length;
}
