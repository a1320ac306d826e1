import { createBrowserRouter, Navigate } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './features/auth/RequireAuth.js';
import { NotFoundPage } from './features/not-found/NotFoundPage.js';

// Each screen is its own chunk, so a page loads only its own code: the dashboard's first load stays small as
// features (charts, maps, editors) join.
export const router = createBrowserRouter([
  {
    path: '/sign-in',
    element: <RedirectIfSignedIn />,
    children: [
      { index: true, lazy: () => import('./features/auth/SignInPage.js').then((m) => ({ Component: m.SignInPage })) },
    ],
  },
  {
    path: '/sign-up',
    element: <RedirectIfSignedIn />,
    children: [
      { index: true, lazy: () => import('./features/auth/SignUpPage.js').then((m) => ({ Component: m.SignUpPage })) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { index: true, lazy: () => import('./features/home/HomePage.js').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'statistics',
        lazy: () =>
          import('./features/analytics/WorkspaceStatsPage.js').then((m) => ({ Component: m.WorkspaceStatsPage })),
      },
      {
        path: 'qr-codes',
        lazy: () => import('./features/qr-codes/QrCodesPage.js').then((m) => ({ Component: m.QrCodesPage })),
      },
      {
        path: 'qr-codes/import',
        lazy: () =>
          import('./features/qr-codes/ImportQrCodesPage.js').then((m) => ({ Component: m.ImportQrCodesPage })),
      },
      {
        path: 'qr-code/new',
        lazy: () => import('./features/qr-codes/NewQrCodePage.js').then((m) => ({ Component: m.NewQrCodePage })),
      },
      {
        path: 'qr-code/edit/:id',
        lazy: () => import('./features/qr-codes/EditQrCodePage.js').then((m) => ({ Component: m.EditQrCodePage })),
      },
      {
        path: 'qr-code/:id',
        lazy: () => import('./features/qr-codes/QrCodeDetailPage.js').then((m) => ({ Component: m.QrCodeDetailPage })),
      },
      {
        path: 'links',
        lazy: () => import('./features/links/LinksPage.js').then((m) => ({ Component: m.LinksPage })),
      },
      {
        path: 'link/new',
        lazy: () => import('./features/links/NewLinkPage.js').then((m) => ({ Component: m.NewLinkPage })),
      },
      {
        path: 'link/edit/:id',
        lazy: () => import('./features/links/EditLinkPage.js').then((m) => ({ Component: m.EditLinkPage })),
      },
      {
        path: 'link/:id',
        lazy: () => import('./features/links/LinkDetailPage.js').then((m) => ({ Component: m.LinkDetailPage })),
      },
      {
        path: 'settings',
        lazy: () => import('./features/settings/SettingsLayout.js').then((m) => ({ Component: m.SettingsLayout })),
        children: [
          { index: true, element: <Navigate to="/settings/account" replace /> },
          {
            path: 'account',
            lazy: () =>
              import('./features/settings/AccountSettingsPage.js').then((m) => ({ Component: m.AccountSettingsPage })),
          },
          {
            path: 'billing',
            lazy: () =>
              import('./features/settings/BillingSettingsPage.js').then((m) => ({ Component: m.BillingSettingsPage })),
          },
          {
            path: 'security',
            lazy: () =>
              import('./features/settings/SecuritySettingsPage.js').then((m) => ({
                Component: m.SecuritySettingsPage,
              })),
          },
          {
            path: 'integrations',
            lazy: () =>
              import('./features/settings/IntegrationsPage.js').then((m) => ({ Component: m.IntegrationsPage })),
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
