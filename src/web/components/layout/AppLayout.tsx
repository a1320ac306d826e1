import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { Me } from '../../../shared/account.js';
import { useRememberTimeZone } from '../../session/remember-time-zone.js';
import { useFollowOtherTabs } from '../../session/workspace-switch.js';
import { NotificationBell } from '../../features/notifications/index.js';
import { Logo } from '../Logo.js';
import { MobileSidebar } from './MobileSidebar.js';
import { useScrollToTopOnNewScreen } from './scroll-to-top.js';
import { SidebarRail } from './SidebarRail.js';
import { UserMenu } from './UserMenu.js';
import { useWorkspaces } from './workspace-list.js';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.js';

/**
 * The signed-in frame (docs/product.md, Layout): rail on large screens, overlay sidebar on small ones, user menu on
 * top. The workspace switcher leads the top bar on large screens (the rail holds icons only) and the overlay
 * sidebar on small ones.
 */
export function AppLayout({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  useScrollToTopOnNewScreen();
  useRememberTimeZone(me);
  useFollowOtherTabs(me.workspace.id);
  // Read now, so the switcher's menu opens with the list.
  useWorkspaces();
  return (
    // A row on large screens: the rail's column stretches as tall as the page, the content takes the rest.
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skip_to_content')}
      </a>
      <SidebarRail />
      <MobileSidebar me={me} open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-label={t('nav.open_menu')}
            aria-expanded={menuOpen}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <Link to="/" className="lg:hidden">
            <Logo />
          </Link>
          <div className="hidden min-w-0 lg:block">
            <WorkspaceSwitcher me={me} variant="bar" />
          </div>
          <div className="ml-auto flex items-center gap-2">
            <NotificationBell userId={me.id} />
            <UserMenu me={me} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
