import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isLocale } from '../../../shared/locales.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FullScreenSpinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/error-text.js';
import { changeLocale, currentLocale } from '../../i18n/i18n.js';
import { safeReturnPath, useMe } from '../../session/session.js';

// The signed-in frame (menus, overlay, tooltips) is a chunk of its own: the sign-in page never downloads it.
const loadAppLayout = () => import('../../components/layout/AppLayout.js');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

/** Starts downloading the signed-in frame before the session is known, so it is not one more wait after it. */
export function preloadAppLayout(): void {
  void loadAppLayout();
}

/**
 * Protected routes: a loading state while the session is read, the sign-in page (remembering where the visitor
 * was going) without one, the app layout with one.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();

  // Signed in, the language saved on the account applies, whatever this browser chose before (the server has set
  // the cookie to it already; this switches the screen without a reload, right after signing in).
  const profileLocale = me.data?.locale;
  useEffect(() => {
    if (isLocale(profileLocale) && profileLocale !== currentLocale()) void changeLocale(profileLocale);
  }, [profileLocale]);

  if (me.isPending) return <FullScreenSpinner label={t('common.loading')} />;
  if (me.isError) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6">
        <Alert tone="error">{errorText(t, me.error)}</Alert>
        <Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (!me.data) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  // Keyed by the workspace: after a switch nothing of the workspace before lingers in the frame's state.
  return (
    <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
      <AppLayout key={me.data.workspace.id} me={me.data} />
    </Suspense>
  );
}

/** Sign-in and sign-up are for visitors: a signed-in user goes on to where they were going. */
export function RedirectIfSignedIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const me = useMe();
  if (me.isPending) return <FullScreenSpinner label={t('common.loading')} />;
  if (me.data) return <Navigate to={safeReturnPath(params.get('next'))} replace />;
  return <Outlet />;
}
