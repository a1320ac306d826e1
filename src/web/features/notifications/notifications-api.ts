import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationSettings,
  UpdateNotificationSettings,
} from '../../../shared/notifications.js';
import { api } from '../../api/client.js';

const listKey = ['notifications'] as const;
const settingsKey = ['notifications', 'settings'] as const;
const PAGE_SIZE = 10;

/** The person's notifications, newest first, page by page; the first page also carries the unread count. */
export function useNotifications() {
  return useInfiniteQuery<NotificationPage, Error, InfiniteData<NotificationPage, string>, readonly unknown[], string>({
    queryKey: [...listKey, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api<NotificationPage>(
        `/api/notifications?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

type ListData = InfiniteData<NotificationPage, string>;

/** Writes a new unread count into the cached list (the live stream's, or a mutation's answer). */
export function useSetUnread() {
  const queryClient = useQueryClient();
  return (unread: number) =>
    queryClient.setQueryData<ListData>([...listKey, 'list'], (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, unread })) } : data,
    );
}

/** Marks one read, or all; the list is read again so each item shows it. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api<{ unread: number }>(id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...listKey, 'list'] }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<NotificationSettings>('/api/notifications/settings', { signal }),
  });
}

/** Saves the kinds changed; the answer (every kind) replaces the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateNotificationSettings) =>
      api<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body: changes }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
