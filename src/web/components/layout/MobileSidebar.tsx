import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../../shared/account.js';
import { Avatar } from '../Avatar.js';
import { Logo } from '../Logo.js';
import { NAV_ITEMS, type NavItem } from './nav-items.js';
import { useNavActive } from './use-nav-active.js';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.js';
import '../ui/csp-nonce.js';

/**
 * Small screens: the sidebar as an overlay, opened by the menu button, closed by its close button, Escape, the
 * backdrop, or choosing an entry. The workspace switcher leads it; the footer shows the user and leads to the
 * account settings.
 */
export function MobileSidebar({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          data-testid="mobile-sidebar"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title asChild>
              <span>
                <Logo />
              </span>
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('nav.close_menu')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="border-b border-slate-200 p-3">
            <WorkspaceSwitcher me={me} variant="sidebar" onNavigate={close} />
          </div>
          <nav aria-label={t('nav.main')} className="flex-1 space-y-1 overflow-y-auto p-3">
            {NAV_ITEMS.map((item) => (
              <MobileNavLink key={item.to} item={item} onChoose={close} />
            ))}
          </nav>
          <Link
            to="/settings/account"
            onClick={close}
            className="flex items-center gap-3 border-t border-slate-200 px-4 py-4 hover:bg-slate-50"
          >
            <Avatar name={me.fullName} url={me.avatarUrl} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">{me.fullName}</span>
              <span className="block text-xs text-slate-500">{t('nav.account_settings')}</span>
            </span>
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileNavLink({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  const { t } = useTranslation();
  const active = useNavActive(item);
  return (
    <Link
      to={item.to}
      onClick={onChoose}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      <item.icon className="size-5" aria-hidden="true" />
      {t(item.label)}
    </Link>
  );
}
