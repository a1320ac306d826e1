import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Page } from '../../../../shared/list.js';
import type {
  CreateWebhookInput,
  RotateWebhookSecretInput,
  UpdateWebhookInput,
  Webhook,
  WebhookAttempt,
  WebhookAttemptQuery,
  WebhookWithSecret,
} from '../../../../shared/webhooks.js';
import { api, withQuery } from '../../../api/client.js';
import { resourceApi } from '../../../kit/resource-api.js';
import { resourceQueries } from '../../../kit/resource-queries.js';

/**
 * `/api/webhooks`: one endpoint, create (the answer holds the secret, so it is kept out of the query cache), edit
 * and delete through the kit; the rest below.
 */
export const webhooks = resourceQueries(
  resourceApi<Webhook, CreateWebhookInput, UpdateWebhookInput, WebhookWithSecret>('webhooks'),
  { keepCreated: false },
);

const { keys, api: calls } = webhooks;

/** Where the delivery log of one endpoint is cached, every filter under it, so one invalidation refreshes them all. */
const attemptsKey = (id: string) => [...keys.all, 'attempts', id] as const;

// The delivery log reads itself again this often while its screen is open (and the tab is in front).
const LOG_REFRESH_MS = 5_000;

/**
 * The workspace's endpoints, newest first. The server answers them all at once (a workspace has a handful), so
 * this is one query rather than the kit's paged list, cached where the kit's writes refresh lists.
 */
export function useWebhookList() {
  return useQuery({
    queryKey: keys.list(''),
    queryFn: ({ signal }) => api<{ items: Webhook[] }>(`/api/${calls.resource}`, { signal }),
  });
}

/** The attempts of one endpoint's messages, newest first, by the filters; read again every few seconds. */
export function useWebhookAttempts(id: string, filters: Omit<WebhookAttemptQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...attemptsKey(id), filters],
    queryFn: ({ pageParam, signal }) =>
      api<Page<WebhookAttempt>>(withQuery(calls.itemPath(id, 'attempts'), { ...filters, cursor: pageParam }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Other filters keep the rows of the previous ones on screen until their own arrive.
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
  });
}

function refreshAttempts(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({ queryKey: attemptsKey(id) });
}

/** A new signing secret (generated, or the caller's own); the answer holds it, so only the rest is cached. */
export function useRotateSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RotateWebhookSecretInput) =>
      api<WebhookWithSecret>(calls.itemPath(id, 'secret'), { method: 'POST', body: input }),
    onSuccess: ({ secret: _secret, ...webhook }) => {
      queryClient.setQueryData(keys.detail(id), webhook);
      return queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** Queues a `webhook.test` message; the log shows its first attempt moments later. */
export function useSendTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ messageId: string }>(calls.itemPath(id, 'test'), { method: 'POST' }),
    onSuccess: () => refreshAttempts(queryClient, id),
  });
}

/** Queues a message again, with the same body and `webhook-id`, so a receiver that keeps ids sees a repeat. */
export function useResend(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<{ messageId: string }>(calls.itemPath(id, 'messages', messageId, 'resend'), { method: 'POST' }),
    onSuccess: () => refreshAttempts(queryClient, id),
  });
}
