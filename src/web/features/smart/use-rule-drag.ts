// Moving a rule by dragging its handle, with the mouse, a pen or a finger: pointer events with the pointer captured
// by the handle (the HTML5 drag and drop API does nothing on touch screens). While the pointer goes over the list,
// the list shows where the rule would land; letting go moves it there; Escape, or the browser taking the pointer
// over, leaves it where it was. The focus stays where it was too (a drag never takes it), also when the move takes
// the focused element out of the page for a moment. The buttons and Alt+ArrowUp/ArrowDown remain the way without a
// pointer.
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { dropIndex } from './reorder.js';

/** The rule being dragged (its index in the list) and where it would land. */
export interface RuleDrag {
  from: number;
  to: number;
}

export interface DragHandleProps {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
}

interface Session extends RuleDrag {
  pointerId: number;
  handle: HTMLElement;
  /** Where the pointer went down (in the page's coordinates) and where it is now (in the viewport's). */
  startY: number;
  clientY: number;
  /** Whether the pointer has gone anywhere yet: a mere press on a handle near an edge scrolls nothing. */
  moved: boolean;
  frame: number;
}

// Near the top (under the sticky top bar) and the bottom of the window, the page scrolls while a rule is dragged.
const TOP_EDGE = 120;
const BOTTOM_EDGE = 60;
const SCROLL_STEP = 12;

/**
 * The drag of the rules of `list` (its direct children with data-rule-key, in the rules' order): the handle props
 * of each rule, and the drag under way for the list to show. `onDrop` gets a move that changes the order.
 */
export function useRuleDrag(list: RefObject<HTMLElement | null>, onDrop: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<RuleDrag | null>(null);
  const session = useRef<Session | null>(null);
  const refocus = useRef<HTMLElement | null>(null);

  const follow = (current: Session) => {
    const items = list.current ? [...list.current.querySelectorAll<HTMLElement>(':scope > [data-rule-key]')] : [];
    const to = dropIndex(
      current.clientY,
      items.map((item) => item.getBoundingClientRect()),
      current.from,
    );
    if (to === current.to) return;
    current.to = to;
    setDrag({ from: current.from, to });
  };

  // Each frame: while the pointer rests near an edge of the window, the page goes on scrolling, so a long list can be
  // crossed; where the rule would land follows the list under the pointer, scrolled by this or by a mouse wheel.
  const onFrame = () => {
    const current = session.current;
    if (!current) return;
    if (current.moved) {
      window.scrollBy(0, edgeStep(current.clientY));
      follow(current);
    }
    current.frame = requestAnimationFrame(onFrame);
  };

  const end = (commit: boolean) => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    cancelAnimationFrame(current.frame);
    if (current.handle.hasPointerCapture(current.pointerId)) current.handle.releasePointerCapture(current.pointerId);
    setDrag(null);
    if (!commit || current.to === current.from) return;
    // Moving a rule moves elements of the page, and an element moved loses the focus (an open rule's field, say).
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onDrop(current.from, current.to);
  };

  useEffect(() => {
    const element = refocus.current;
    refocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus({ preventScroll: true });
  });

  const cancel = useEffectEvent(() => end(false));
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape leaves the rule where it was, and does nothing else (close a dialog around the form, say).
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [dragging]);
  // A list that goes away mid-drag (the form closed) stops the page's scrolling with it.
  useEffect(() => () => cancel(), []);

  const mine = (event: PointerEvent<HTMLElement>) =>
    session.current && event.pointerId === session.current.pointerId ? session.current : null;

  const handleProps = (index: number): DragHandleProps => ({
    onPointerDown: (event) => {
      if (session.current || !event.isPrimary || event.button !== 0) return;
      // No text selection and no focus moving to the handle (its touch-action keeps a finger from scrolling the page):
      // the pointer is the drag's.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const y = event.clientY;
      session.current = {
        from: index,
        to: index,
        pointerId: event.pointerId,
        handle: event.currentTarget,
        startY: y + window.scrollY,
        clientY: y,
        moved: false,
        frame: requestAnimationFrame(onFrame),
      };
      setDrag({ from: index, to: index });
    },
    onPointerMove: (event) => {
      const current = mine(event);
      if (!current) return;
      current.clientY = event.clientY;
      current.moved ||= Math.abs(event.clientY + window.scrollY - current.startY) > 3;
      follow(current);
    },
    onPointerUp: (event) => {
      if (mine(event)) end(true);
    },
    onPointerCancel: (event) => {
      if (mine(event)) end(false);
    },
    onLostPointerCapture: (event) => {
      if (mine(event)) end(false);
    },
  });

  return { drag, handleProps };
}

/** How far the page scrolls in a frame with the pointer at `clientY`: up near the top, down near the bottom. */
function edgeStep(clientY: number): number {
  if (clientY < TOP_EDGE) return -SCROLL_STEP;
  if (clientY > window.innerHeight - BOTTOM_EDGE) return SCROLL_STEP;
  return 0;
}
