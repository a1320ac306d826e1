import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Whether a navigation opens a new screen at its top: a link followed or a save that moved on (push or replace)
 * to another path. Back and forward (pop) leave the position to the browser, which restores it; a change of the
 * query alone (a filter, a search, a tab) is the same screen and stays where it is.
 */
export function scrollsToTop(previousPath: string | null, path: string, type: NavigationType): boolean {
  return previousPath !== null && previousPath !== path && type !== NavigationType.Pop;
}

/**
 * Scrolls a new screen to its top, so what it opens with — its title, the "created" or "saved" message — is in
 * view, not left where the long form before it was scrolled to. The first screen is left as the browser loads it.
 */
export function useScrollToTopOnNewScreen(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrollsToTop(previous.current, pathname, type)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = pathname;
  }, [pathname, type]);
}
