import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkSettings } from '../../../shared/smart-links.js';
import { api, ApiError } from '../../api/client.js';

const PATH = '/api/workspace/link-settings';
const linkSettingsKey = ['workspace', 'link-settings'] as const;

/** How the workspace's link codes are matched (anyone may read it; admins and owners change it). */
export function useLinkSettings() {
  return useQuery({ queryKey: linkSettingsKey, queryFn: ({ signal }) => api<LinkSettings>(PATH, { signal }) });
}

export function useSaveLinkSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LinkSettings) => api<LinkSettings>(PATH, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(linkSettingsKey, saved),
  });
}

/**
 * The codes a refusal to ignore case names (409 `hash_taken`: codes that differ only by case, so one would stop
 * answering), or null for any other failure.
 */
export function clashingCodes(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'hash_taken') return null;
  const codes = error.details.codes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}
