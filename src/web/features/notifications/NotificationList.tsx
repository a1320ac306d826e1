import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationPage } from '../../../shared/notifications.js';
import { Button } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { describeNotification } from './notification-text.js';
import { useMarkRead } from './notifications-api.js';

type List = UseInfiniteQueryResult<InfiniteData<NotificationPage, string>, Error>;

/** The panel's content: a heading with "mark all as read", the items newest first, "load more", or the empty state. */
export function NotificationList({ list, unread }: { list: List; unread: number }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">{t('notifications.title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => markRead.mutate('all')}
          >
            {t('notifications.mark_all_read')}
          </button>
        )}
      </div>
      {list.isPending ? (
        <p className="px-4 py-6 text-sm text-slate-500">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <BellOff className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-700">{t('notifications.empty_title')}</p>
          <p className="text-sm text-slate-500">{t('notifications.empty_text')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="notification-items">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onRead={() => markRead.mutate(item.id)} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center px-4 py-3">
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('list.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, onRead }: { item: Notification; onRead: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { text, name, to } = describeNotification(t, item, (value) => format.number(value));
  const content = (
    <>
      <span className="block">{text}</span>
      {name && <span className="block font-semibold text-slate-900">{name}</span>}
    </>
  );
  const unread = item.readAt === null;
  const when = format.date(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={`flex items-start gap-3 px-4 py-3 ${unread ? 'bg-brand-50/60' : ''}`}>
      <span
        className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        {to ? (
          <Link
            to={to}
            onClick={unread ? onRead : undefined}
            className="block text-sm break-words text-slate-800 hover:underline"
          >
            {content}
          </Link>
        ) : (
          <p className="text-sm break-words text-slate-800">{content}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{when}</time>
          {unread && <span className="sr-only">, {t('notifications.unread')}</span>}
        </p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={onRead}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('notifications.mark_read')}
        </button>
      )}
    </li>
  );
}
