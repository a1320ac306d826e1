import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronRight, Languages, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '../../../shared/account.js';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../shared/locales.js';
import { updateMe } from '../../session/auth-api.js';
import { meQueryKey, useSignOut } from '../../session/session.js';
import { changeLocale, currentLocale } from '../../i18n/i18n.js';
import { Avatar } from '../Avatar.js';
import { speakableInitials } from '../initials.js';
import '../ui/csp-nonce.js';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The avatar button's menu: profile, interface language (saved to the profile too), sign out. */
export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const locale = currentLocale();
  // The name a screen reader announces starts with the initials the button shows, so speech users can say them;
  // initials that are no letters (an emoji) are left out, as nobody could say them.
  const initials = speakableInitials(me.fullName);
  const label =
    me.avatarUrl || !initials
      ? t('nav.user_menu_of', { name: me.fullName })
      : t('nav.user_menu_named', { initials, name: me.fullName });

  const chooseLocale = async (value: string) => {
    if (!isLocale(value)) return;
    await changeLocale(value);
    // The cookie already switched this device; the profile remembers the choice for the next one.
    const saved = await updateMe({ locale: value }).catch(() => null);
    if (saved) queryClient.setQueryData(meQueryKey, saved);
  };

  return (
    // Not modal: a menu button's menu (WAI-ARIA) lets Tab leave and closes, and leaves the page readable. A modal
    // menu hid the whole page (aria-hidden on #root) while its focusable content stayed in the tab order.
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-100"
        aria-label={label}
        data-testid="user-menu"
      >
        <Avatar name={me.fullName} url={me.avatarUrl} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{me.fullName}</p>
            <p className="truncate text-xs text-slate-500">{me.email}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={itemClass} onSelect={() => navigate('/settings/account')}>
            <UserRound className="size-4" aria-hidden="true" />
            {t('your_profile')}
          </Menu.Item>
          <Menu.Sub>
            <Menu.SubTrigger className={itemClass} data-testid="user-menu-language">
              <Languages className="size-4" aria-hidden="true" />
              <span className="flex-1">{t('language.label')}</span>
              <span className="text-xs text-slate-500">{LOCALE_NAMES[locale]}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent
                sideOffset={6}
                className="z-50 max-h-80 w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
              >
                <Menu.RadioGroup value={locale} onValueChange={(value) => void chooseLocale(value)}>
                  {LOCALES.map((option) => (
                    <Menu.RadioItem key={option} value={option} className={itemClass}>
                      <span className="flex size-4 items-center justify-center">
                        <Menu.ItemIndicator>
                          <Check className="size-4" aria-hidden="true" />
                        </Menu.ItemIndicator>
                      </span>
                      {LOCALE_NAMES[option]}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('sign_out')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
