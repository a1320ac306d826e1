import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSessionList, DeleteAccountInput, SignedOut } from '../../../shared/account-security.js';
import { api } from '../../api/client.js';

const sessionsKey = ['me', 'sessions'] as const;

/** The account's signed-in browsers (`GET /api/me/sessions`), this one first. */
export function useActiveSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => api<ActiveSessionList>('/api/me/sessions') });
}

/** Signs one other browser out, or, without an id, every other one; the list is read again after either. */
export function useSignOutSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      sessionId
        ? api<null>(`/api/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' })
        : api<SignedOut>('/api/me/sessions', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const deleteAccount = (input: DeleteAccountInput) => api<null>('/api/me', { method: 'DELETE', body: input });
