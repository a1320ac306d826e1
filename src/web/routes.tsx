import { createBrowserRouter } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './features/auth/RequireAuth.js';
import { SignInPage } from './features/auth/SignInPage.js';
import { SignUpPage } from './features/auth/SignUpPage.js';
import { HomePage } from './features/home/HomePage.js';
import { NotFoundPage } from './features/not-found/NotFoundPage.js';
import { AccountSettingsPage } from './features/settings/AccountSettingsPage.js';

export const router = createBrowserRouter([
  { path: '/sign-in', element: <RedirectIfSignedIn><SignInPage /></RedirectIfSignedIn> },
  { path: '/sign-up', element: <RedirectIfSignedIn><SignUpPage /></RedirectIfSignedIn> },
  {
    element: <RequireAuth />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'settings/account', element: <AccountSettingsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
