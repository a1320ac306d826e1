import {
  Bell,
  Building2,
  KeyRound,
  ReceiptText,
  ScrollText,
  ShieldCheck,
  Signpost,
  Tags,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { can, type Permission } from '../../../shared/workspaces.js';
import { useMe } from '../../session/session.js';

interface SettingsSection {
  /** The path below /settings. */
  path: string;
  /** Translation key of the label. */
  label: string;
  icon: LucideIcon;
  /** Shown only to the roles that hold it (the page itself says so to anyone else who opens it). */
  permission?: Permission;
}

/**
 * The settings' sections (docs/product.md, Settings), in their order: account, the workspace and its members, the
 * tags and UTM templates its links and QR codes share, billing, notifications, security, integrations, the audit log.
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { path: 'account', label: 'settings.section_account', icon: UserRound },
  { path: 'workspace', label: 'settings.section_workspace', icon: Building2 },
  { path: 'members', label: 'settings.section_members', icon: Users, permission: 'manage_members' },
  { path: 'tags', label: 'settings.section_tags', icon: Tags },
  { path: 'utm-templates', label: 'settings.section_utm', icon: Signpost },
  { path: 'billing', label: 'settings.section_billing', icon: ReceiptText },
  { path: 'notifications', label: 'settings.section_notifications', icon: Bell },
  { path: 'security', label: 'settings.section_security', icon: ShieldCheck },
  { path: 'integrations', label: 'settings.section_integrations', icon: KeyRound, permission: 'manage_keys' },
  { path: 'audit', label: 'settings.section_audit', icon: ScrollText, permission: 'read_audit' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * /settings/*: the sections' navigation on the left of large screens, and tabs above the content on small ones
 * (wrapping onto a second row when the labels do not fit, as in German or Finnish).
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const role = useMe().data?.workspace.role;
  const sections = SETTINGS_SECTIONS.filter(
    (section) => !section.permission || (role !== undefined && can(role, section.permission)),
  );
  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <nav
        aria-label={t('settings.nav_label')}
        className="-mx-4 border-b border-slate-200 sm:-mx-6 lg:sticky lg:top-24 lg:mx-0 lg:self-start lg:border-0"
      >
        <p className="px-4 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:px-6 lg:px-3 lg:pt-2">
          {t('settings.title')}
        </p>
        {/* On a phone the sections wrap onto a second row rather than hide past the edge (German, Russian). */}
        <ul className="flex flex-wrap gap-1 px-4 py-2 sm:px-6 lg:mt-2 lg:flex-col lg:flex-nowrap lg:p-0">
          {sections.map((section) => (
            <li key={section.path} className="shrink-0">
              <NavLink to={`/settings/${section.path}`} className={linkClass}>
                <section.icon className="size-4 shrink-0" aria-hidden="true" />
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 min-w-0 lg:mt-0">
        <Outlet />
      </div>
    </div>
  );
}

/** A settings section's title (the page's heading: each section is a page of its own) and one-line purpose. */
export function SettingsHeader({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}

/**
 * One section of a settings page: a card with its heading (which names the region) and an optional one-line
 * purpose. `danger` marks what cannot be undone (deleting the account).
 */
export function SettingsCard({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${danger ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
