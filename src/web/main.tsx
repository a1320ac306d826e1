import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Me, PublicConfig } from '../shared/account.js';
import { isLocale } from '../shared/locales.js';
import { isAppPath, isVisitorPath } from '../shared/app-paths.js';
import { TRIAL_DAYS } from '../shared/constants.js';
import { ApiError } from './api/client.js';
import { fetchConfig } from './session/auth-api.js';
import { preloadAppLayout } from './features/auth/RequireAuth.js';
import { meQuery, meQueryKey, PublicConfigContext } from './session/session.js';
import { isRoleRefusal, keepCacheToWorkspace } from './session/workspace-switch.js';
import { chosenLocale, detectLocale, initI18n, preloadLocale } from './i18n/i18n.js';
import { router } from './routes.js';
import './components/ui/csp-nonce.js';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
  // A session that ended on the server (expired, signed out elsewhere) sends the user to sign-in at once.
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(meQueryKey, null);
      if (isRoleRefusal(error)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  }),
  // A save refused for the role: the role changed meanwhile, so the session is read again (see keepCacheToWorkspace).
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isRoleRefusal(error)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  }),
});
keepCacheToWorkspace(queryClient);

// Used only when /api/config cannot be reached; the pages then show their own network errors.
const OFFLINE_CONFIG: PublicConfig = {
  defaultLocale: 'tr',
  googleSignIn: false,
  trialDays: TRIAL_DAYS,
  shortUrlBase: `${location.origin}/r`,
  mapTiles: null,
  mail: false,
};

async function start(): Promise<void> {
  // Everything the first screen waits for is asked for at once, not one after the other: the configuration, the
  // session, the language's texts and the signed-in frame (the router has already started the screen's own chunk).
  const session = queryClient.prefetchQuery(meQuery);
  const early = chosenLocale();
  if (early) preloadLocale(early);
  const signedInScreen = isAppPath(location.pathname) && !isVisitorPath(location.pathname);
  if (signedInScreen) preloadAppLayout();
  // A signed-in screen waits for the session anyway: waiting for it here too lets the account's saved language win
  // over an older cookie from the first frame on, instead of after a flash of the other language.
  const [config] = await Promise.all([
    fetchConfig().catch((): PublicConfig => OFFLINE_CONFIG),
    signedInScreen ? session : undefined,
  ]);
  const accountLocale = queryClient.getQueryData<Me | null>(meQueryKey)?.locale;
  await initI18n(isLocale(accountLocale) ? accountLocale : detectLocale(config.defaultLocale));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PublicConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PublicConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
