import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { PublicConfig } from '../../shared/account.js';
import { fetchMe, signOut } from './auth-api.js';

export const meQueryKey = ['me'] as const;

/**
 * The session query; main.tsx starts it before the app renders, every screen reads it through useMe. Read again
 * when the tab comes back after a minute: meanwhile an admin may have changed the person's role or removed them.
 */
export const meQuery = {
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: 1,
  refetchOnWindowFocus: true,
};

/** The signed-in user (null when signed out); loading while the session is being read. */
export function useMe() {
  return useQuery(meQuery);
}

export const PublicConfigContext = createContext<PublicConfig | null>(null);

/** The server's public configuration, loaded once before the app renders (see main.tsx). */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used inside PublicConfigContext');
  return config;
}

/** Signs out, forgets every cached answer of this user, and goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => undefined); // an expired session is signed out already
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
    navigate('/sign-in', { replace: true });
  };
}

/** Only same-site paths may be returned to after sign-in (no open redirect through `?next=`). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
