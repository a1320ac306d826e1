import {
  CalendarDays,
  ChartNoAxesColumn,
  LayoutDashboard,
  Link2,
  MapPin,
  Megaphone,
  MessageCircleQuestion,
  MessageSquareText,
  PanelsTopLeft,
  QrCode,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Translation key of the label. */
  label: string;
  icon: LucideIcon;
  /** Match the path exactly (the panel at `/` would otherwise be active everywhere). */
  end?: boolean;
  /** Other paths of the section, e.g. a link's own pages (`/link/*`) under Links. */
  section?: string;
}

/** The sidebar's sections (docs/product.md, Layout); each feature adds its entry when its screens exist. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'panel', icon: LayoutDashboard, end: true },
  { to: '/statistics', label: 'statistics', icon: ChartNoAxesColumn },
  { to: '/qr-codes', label: 'qr_codes', icon: QrCode, section: '/qr-code/*' },
  { to: '/links', label: 'links', icon: Link2, section: '/link/*' },
  { to: '/pages', label: 'page.nav', icon: PanelsTopLeft, section: '/page/*' },
  { to: '/campaigns', label: 'campaign.nav', icon: Megaphone, section: '/campaign/*' },
  { to: '/feedbacks', label: 'feedback.nav', icon: MessageSquareText, section: '/feedback/*' },
  { to: '/events', label: 'event.nav', icon: CalendarDays, section: '/event/*' },
  { to: '/questions', label: 'question.nav', icon: MessageCircleQuestion, section: '/question/*' },
  { to: '/locations', label: 'location.nav', icon: MapPin, section: '/location/*' },
];
