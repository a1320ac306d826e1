import { createElement } from 'react';
import {
  AppWindow,
  BadgePercent,
  Box,
  Building2,
  CalendarDays,
  Contact,
  FileText,
  Images,
  Megaphone,
  MessageSquareMore,
  PanelsTopLeft,
  StarHalf,
  Video,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

/**
 * The catalogue names each page type's icon (shared/catalogues.ts, Font Awesome names); these are the closest pictures
 * of the icon set the app draws with.
 */
const ICONS: Record<string, LucideIcon> = {
  building: Building2,
  bullhorn: Megaphone,
  'badge-percent': BadgePercent,
  vcard: Contact,
  'message-dots': MessageSquareMore,
  'star-half': StarHalf,
  video: Video,
  'calendar-days': CalendarDays,
  'file-pdf': FileText,
  'square-a': AppWindow,
  images: Images,
  wifi: Wifi,
  cube: Box,
};

/** A catalogue icon name as a picture (a plain page for a name the map does not know). */
export function PageTypeIcon({ icon, className }: { icon: string; className?: string }) {
  return createElement(ICONS[icon] ?? PanelsTopLeft, { className, 'aria-hidden': true });
}
