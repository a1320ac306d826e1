import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Billing, UpdateBillingInput } from '../../../shared/billing.js';
import { api } from '../../api/client.js';

const billingKey = ['billing'] as const;

/** The workspace's billing section (`/api/billing`). */
export function useBilling() {
  return useQuery({ queryKey: billingKey, queryFn: ({ signal }) => api<Billing>('/api/billing', { signal }) });
}

/** Saves changed billing fields; the answer (the whole section) replaces the cached one. */
export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateBillingInput) => api<Billing>('/api/billing', { method: 'PATCH', body: changes }),
    onSuccess: (saved) => queryClient.setQueryData(billingKey, saved),
  });
}
