import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveStream } from '../../statistics/live-stream.js';
import { NotificationList } from './NotificationList.js';
import { useNotifications, useSetUnread } from './notifications-api.js';

/**
 * The header's bell: the unread count as a badge (its name says the number), a panel of the notifications below it.
 * The count follows the live stream, so it moves while the page stays open; a break refetches it.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useNotifications();
  const setUnread = useSetUnread();
  const unread = list.data?.pages[0]?.unread ?? 0;

  useLiveStream({
    onNotifications: (event) => {
      if (event.userId !== userId) return;
      setUnread(event.unread);
      // The items changed too; an open panel shows them, a closed one reads them when it opens.
      void list.refetch();
    },
    onResync: () => void list.refetch(),
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        aria-label={t('notifications.bell_label', { count: unread })}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
      >
        <Bell className="size-6" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-5 font-semibold text-white"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.title')}
          className="fixed inset-x-2 top-16 z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <NotificationList list={list} unread={unread} />
          <div className="border-t border-slate-200 px-4 py-2.5 text-right">
            <Link
              to="/settings/notifications"
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('notifications.settings_link')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
