import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../Logo.js';
import { NAV_ITEMS } from './nav-items.js';

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
        {NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
          <Tooltip.Root key={to}>
            <Tooltip.Trigger asChild>
              <NavLink
                to={to}
                end={end}
                aria-label={t(label)}
                className={({ isActive }) =>
                  `flex size-11 items-center justify-center rounded-xl transition-colors ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
              </NavLink>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content side="right" sideOffset={8} className="rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow">
                {t(label)}
                <Tooltip.Arrow className="fill-slate-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </Tooltip.Provider>
    </nav>
  );
}
