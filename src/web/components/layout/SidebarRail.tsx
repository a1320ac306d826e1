import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../Logo.js';
import { NAV_ITEMS, type NavItem } from './nav-items.js';
import { useNavActive } from './use-nav-active.js';

/** Large screens: a narrow icon-only rail; each icon's label is its tooltip and its accessible name. */
export function SidebarRail() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-y-0 left-0 z-30 hidden w-18 flex-col items-center gap-2 border-r border-slate-200 bg-white py-4 lg:flex"
    >
      <Link to="/" className="mb-4 rounded-lg" aria-label="Scanlink">
        <Logo withName={false} />
      </Link>
      <Tooltip.Provider delayDuration={150}>
        {NAV_ITEMS.map((item) => (
          <Tooltip.Root key={item.to}>
            <Tooltip.Trigger asChild>
              <RailLink item={item} label={t(item.label)}>
                <item.icon className="size-5" aria-hidden="true" />
              </RailLink>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="right"
                sideOffset={8}
                className="rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow"
              >
                {t(item.label)}
                <Tooltip.Arrow className="fill-slate-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </Tooltip.Provider>
    </nav>
  );
}

// Radix's Trigger merges its props into its child's className as a string, so the active style is computed here
// rather than through NavLink's className callback.
const RailLink = forwardRef<HTMLAnchorElement, { item: NavItem; label: string; children: ReactNode }>(function RailLink(
  { item, label, children, ...triggerProps },
  ref,
) {
  const active = useNavActive(item);
  return (
    <Link
      ref={ref}
      to={item.to}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      {...triggerProps}
      className={`flex size-11 items-center justify-center rounded-xl transition-colors ${
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      {children}
    </Link>
  );
});
