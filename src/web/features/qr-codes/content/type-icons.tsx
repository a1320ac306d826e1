import { createElement } from 'react';
import {
  AppWindow,
  AudioLines,
  BadgePercent,
  Box,
  Building2,
  CalendarDays,
  ClipboardList,
  Contact,
  FileText,
  Globe,
  IdCard,
  Images,
  Link,
  Mail,
  MessageSquare,
  MessageSquareText,
  Phone,
  QrCode,
  Share2,
  Star,
  Type,
  Video,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type { QrTypeId } from '../../../../shared/catalogues.js';

/** The picture of each QR type on its tile. */
export const QR_TYPE_ICONS: Record<QrTypeId, LucideIcon> = {
  link: Link,
  website: Globe,
  'business-page': Building2,
  'social-media': Share2,
  coupon: BadgePercent,
  vcard: Contact,
  'vcard-plus': IdCard,
  feedback: MessageSquareText,
  rating: Star,
  video: Video,
  event: CalendarDays,
  audio: AudioLines,
  pdf: FileText,
  app: AppWindow,
  images: Images,
  wifi: Wifi,
  '3d-ar': Box,
  email: Mail,
  sms: MessageSquare,
  form: ClipboardList,
  text: Type,
  phone: Phone,
};

/** The icon of a QR type (a plain QR code for a type the catalogue does not know). */
export function QrTypeIcon({ type, className }: { type: string; className?: string }) {
  return createElement(QR_TYPE_ICONS[type as QrTypeId] ?? QrCode, { className, 'aria-hidden': true });
}
