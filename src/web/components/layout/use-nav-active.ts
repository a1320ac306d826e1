import { useMatch } from 'react-router';
import type { NavItem } from './nav-items.js';

/** True when the current page belongs to a sidebar entry: its own path, or any page of its section. */
export function useNavActive({ to, end = false, section }: NavItem): boolean {
  const own = useMatch({ path: to, end });
  const inSection = useMatch({ path: section ?? to, end });
  return own !== null || inSection !== null;
}
