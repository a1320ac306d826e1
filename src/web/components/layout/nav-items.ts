import { LayoutDashboard, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  /** Translation key of the label. */
  label: string;
  icon: LucideIcon;
  /** Match the path exactly (the panel at `/` would otherwise be active everywhere). */
  end?: boolean;
}

/** The sidebar's sections (SPEC §2); each feature adds its entry when its screens exist. */
export const NAV_ITEMS: NavItem[] = [{ to: '/', label: 'panel', icon: LayoutDashboard, end: true }];
