import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../Logo.js';
import { NAV_ITEMS, type NavItem } from './nav-items.js';
import { useNavActive } from './use-nav-active.js';

/**
 * Large screens: a narrow icon-only rail; each icon's label is its tooltip and its accessible name. The rail is a
 * column of the layout that stretches to the page's full height (its border and background reach the bottom of a
 * long page), and the icons inside it stick to the top of the window while the page scrolls.
 */
export function SidebarRail() {
  const { t } = useTranslation();
  return (
    <div className="hidden w-18 shrink-0 border-r border-slate-200 bg-white lg:block">
      <nav aria-label={t('nav.main')} className="sticky top-0 flex h-dvh flex-col items-center gap-2 py-4">
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
    </div>
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
