import { createBrowserRouter, Navigate } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './features/auth/RequireAuth.js';
import { NotFoundPage } from './features/not-found/NotFoundPage.js';
import { RequirePermission } from './kit/Can.js';

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
    path: '/forgot-password',
    lazy: () => import('./features/auth/ForgotPasswordPage.js').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  // Open signed in or not: the reset signs every session of the account out anyway.
  {
    path: '/reset-password',
    lazy: () => import('./features/auth/ResetPasswordPage.js').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/confirm-email',
    lazy: () => import('./features/auth/ConfirmEmailPage.js').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  // An invitation's link (/invitation#token): open signed in or not; it leads through sign-in or sign-up and back.
  {
    path: '/invitation',
    lazy: () => import('./features/auth/InvitationPage.js').then((m) => ({ Component: m.InvitationPage })),
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
        path: 'qr-code/:id',
        lazy: () => import('./features/qr-codes/QrCodeDetailPage.js').then((m) => ({ Component: m.QrCodeDetailPage })),
      },
      {
        path: 'links',
        lazy: () => import('./features/links/LinksPage.js').then((m) => ({ Component: m.LinksPage })),
      },
      {
        path: 'link/:id',
        lazy: () => import('./features/links/LinkDetailPage.js').then((m) => ({ Component: m.LinkDetailPage })),
      },
      {
        path: 'feedbacks',
        lazy: () => import('./features/feedback/FeedbacksPage.js').then((m) => ({ Component: m.FeedbacksPage })),
      },
      {
        path: 'feedback/:id',
        lazy: () =>
          import('./features/feedback/FeedbackDetailPage.js').then((m) => ({ Component: m.FeedbackDetailPage })),
      },
      {
        path: 'feedback/:id/statistics',
        lazy: () =>
          import('./features/feedback/FeedbackStatisticsPage.js').then((m) => ({
            Component: m.FeedbackStatisticsPage,
          })),
      },
      {
        path: 'events',
        lazy: () => import('./features/events/EventsPage.js').then((m) => ({ Component: m.EventsPage })),
      },
      {
        path: 'event/:id',
        lazy: () => import('./features/events/EventDetailPage.js').then((m) => ({ Component: m.EventDetailPage })),
      },
      {
        path: 'event/:id/statistics',
        lazy: () =>
          import('./features/events/EventStatisticsPage.js').then((m) => ({ Component: m.EventStatisticsPage })),
      },
      {
        path: 'pages',
        lazy: () => import('./features/pages/PagesPage.js').then((m) => ({ Component: m.PagesPage })),
      },
      {
        path: 'page/:id',
        lazy: () => import('./features/pages/PageDetailPage.js').then((m) => ({ Component: m.PageDetailPage })),
      },
      {
        path: 'campaigns',
        lazy: () => import('./features/campaigns/CampaignsPage.js').then((m) => ({ Component: m.CampaignsPage })),
      },
      {
        path: 'campaign/:id',
        lazy: () =>
          import('./features/campaigns/CampaignDetailPage.js').then((m) => ({ Component: m.CampaignDetailPage })),
      },
      {
        path: 'questions',
        lazy: () => import('./features/questions/QuestionsPage.js').then((m) => ({ Component: m.QuestionsPage })),
      },
      {
        path: 'question/:id',
        lazy: () =>
          import('./features/questions/QuestionDetailPage.js').then((m) => ({ Component: m.QuestionDetailPage })),
      },
      {
        path: 'locations',
        lazy: () => import('./features/locations/LocationsPage.js').then((m) => ({ Component: m.LocationsPage })),
      },
      {
        path: 'location/:id',
        lazy: () =>
          import('./features/locations/LocationDetailPage.js').then((m) => ({ Component: m.LocationDetailPage })),
      },
      // The screens that create and edit: a viewer who reaches one by its address reads why it cannot go on.
      {
        element: <RequirePermission permission="edit" />,
        children: [
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
            path: 'link/new',
            lazy: () => import('./features/links/NewLinkPage.js').then((m) => ({ Component: m.NewLinkPage })),
          },
          {
            path: 'link/edit/:id',
            lazy: () => import('./features/links/EditLinkPage.js').then((m) => ({ Component: m.EditLinkPage })),
          },
          {
            path: 'feedback/new',
            lazy: () =>
              import('./features/feedback/NewFeedbackPage.js').then((m) => ({ Component: m.NewFeedbackPage })),
          },
          {
            path: 'feedback/:id/edit',
            lazy: () =>
              import('./features/feedback/EditFeedbackPage.js').then((m) => ({ Component: m.EditFeedbackPage })),
          },
          {
            path: 'event/new',
            lazy: () => import('./features/events/NewEventPage.js').then((m) => ({ Component: m.NewEventPage })),
          },
          {
            path: 'event/:id/edit',
            lazy: () => import('./features/events/EditEventPage.js').then((m) => ({ Component: m.EditEventPage })),
          },
          {
            path: 'page/new',
            lazy: () => import('./features/pages/NewPagePage.js').then((m) => ({ Component: m.NewPagePage })),
          },
          {
            path: 'page/edit/:id',
            lazy: () => import('./features/pages/EditPagePage.js').then((m) => ({ Component: m.EditPagePage })),
          },
          {
            path: 'campaign/new',
            lazy: () =>
              import('./features/campaigns/NewCampaignPage.js').then((m) => ({ Component: m.NewCampaignPage })),
          },
          {
            path: 'campaign/edit/:id',
            lazy: () =>
              import('./features/campaigns/EditCampaignPage.js').then((m) => ({ Component: m.EditCampaignPage })),
          },
          {
            path: 'question/new',
            lazy: () =>
              import('./features/questions/NewQuestionPage.js').then((m) => ({ Component: m.NewQuestionPage })),
          },
          {
            path: 'question/:id/edit',
            lazy: () =>
              import('./features/questions/EditQuestionPage.js').then((m) => ({ Component: m.EditQuestionPage })),
          },
          {
            path: 'location/new',
            lazy: () =>
              import('./features/locations/NewLocationPage.js').then((m) => ({ Component: m.NewLocationPage })),
          },
          {
            path: 'location/edit/:id',
            lazy: () =>
              import('./features/locations/EditLocationPage.js').then((m) => ({ Component: m.EditLocationPage })),
          },
        ],
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
            path: 'workspace',
            lazy: () =>
              import('./features/settings/WorkspaceSettingsPage.js').then((m) => ({
                Component: m.WorkspaceSettingsPage,
              })),
          },
          {
            path: 'members',
            lazy: () =>
              import('./features/settings/MembersSettingsPage.js').then((m) => ({ Component: m.MembersSettingsPage })),
          },
          {
            path: 'tags',
            lazy: () => import('./features/tags/TagsSettingsPage.js').then((m) => ({ Component: m.TagsSettingsPage })),
          },
          {
            path: 'utm-templates',
            lazy: () =>
              import('./features/utm-templates/UtmTemplatesPage.js').then((m) => ({ Component: m.UtmTemplatesPage })),
          },
          {
            path: 'billing',
            lazy: () =>
              import('./features/settings/BillingSettingsPage.js').then((m) => ({ Component: m.BillingSettingsPage })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('./features/settings/NotificationSettingsPage.js').then((m) => ({
                Component: m.NotificationSettingsPage,
              })),
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
          {
            path: 'integrations/webhooks/:id',
            lazy: () =>
              import('./features/settings/webhooks/WebhookPage.js').then((m) => ({ Component: m.WebhookPage })),
          },
          {
            path: 'audit',
            lazy: () => import('./features/audit/AuditLogPage.js').then((m) => ({ Component: m.AuditLogPage })),
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
