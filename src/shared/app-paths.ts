/**
 * Every screen of the web app: its path as react-router writes it (`:name` is one segment) and the modules
 * src/web/routes.tsx loads lazily for it (the page, and the settings' layout where there is one). The server answers
 * a page navigation to one of these paths with 200 and to anything else with 404 (no soft 404), while the app shows
 * its own not-found screen either way; and it asks the browser for the screen's modules with the page itself, so they
 * do not wait for the entry script to run. A unit test keeps this list in step with routes.tsx.
 */
const SETTINGS = 'src/web/features/settings/SettingsLayout.tsx';

export const APP_SCREENS = [
  { path: '/', modules: ['src/web/features/home/HomePage.tsx'] },
  { path: '/sign-in', modules: ['src/web/features/auth/SignInPage.tsx'] },
  { path: '/sign-up', modules: ['src/web/features/auth/SignUpPage.tsx'] },
  { path: '/forgot-password', modules: ['src/web/features/auth/ForgotPasswordPage.tsx'] },
  { path: '/reset-password', modules: ['src/web/features/auth/ResetPasswordPage.tsx'] },
  { path: '/confirm-email', modules: ['src/web/features/auth/ConfirmEmailPage.tsx'] },
  { path: '/invitation', modules: ['src/web/features/auth/InvitationPage.tsx'] },
  { path: '/statistics', modules: ['src/web/features/analytics/WorkspaceStatsPage.tsx'] },
  { path: '/qr-codes', modules: ['src/web/features/qr-codes/QrCodesPage.tsx'] },
  { path: '/qr-codes/import', modules: ['src/web/features/qr-codes/ImportQrCodesPage.tsx'] },
  { path: '/qr-code/new', modules: ['src/web/features/qr-codes/NewQrCodePage.tsx'] },
  { path: '/qr-code/edit/:id', modules: ['src/web/features/qr-codes/EditQrCodePage.tsx'] },
  { path: '/qr-code/:id', modules: ['src/web/features/qr-codes/QrCodeDetailPage.tsx'] },
  { path: '/links', modules: ['src/web/features/links/LinksPage.tsx'] },
  { path: '/link/new', modules: ['src/web/features/links/NewLinkPage.tsx'] },
  { path: '/link/edit/:id', modules: ['src/web/features/links/EditLinkPage.tsx'] },
  { path: '/link/:id', modules: ['src/web/features/links/LinkDetailPage.tsx'] },
  { path: '/feedbacks', modules: ['src/web/features/feedback/FeedbacksPage.tsx'] },
  { path: '/feedback/new', modules: ['src/web/features/feedback/NewFeedbackPage.tsx'] },
  { path: '/feedback/:id', modules: ['src/web/features/feedback/FeedbackDetailPage.tsx'] },
  { path: '/feedback/:id/edit', modules: ['src/web/features/feedback/EditFeedbackPage.tsx'] },
  { path: '/feedback/:id/statistics', modules: ['src/web/features/feedback/FeedbackStatisticsPage.tsx'] },
  { path: '/events', modules: ['src/web/features/events/EventsPage.tsx'] },
  { path: '/event/new', modules: ['src/web/features/events/NewEventPage.tsx'] },
  { path: '/event/:id', modules: ['src/web/features/events/EventDetailPage.tsx'] },
  { path: '/event/:id/edit', modules: ['src/web/features/events/EditEventPage.tsx'] },
  { path: '/event/:id/statistics', modules: ['src/web/features/events/EventStatisticsPage.tsx'] },
  { path: '/pages', modules: ['src/web/features/pages/PagesPage.tsx'] },
  { path: '/page/new', modules: ['src/web/features/pages/NewPagePage.tsx'] },
  { path: '/page/edit/:id', modules: ['src/web/features/pages/EditPagePage.tsx'] },
  { path: '/page/:id', modules: ['src/web/features/pages/PageDetailPage.tsx'] },
  { path: '/campaigns', modules: ['src/web/features/campaigns/CampaignsPage.tsx'] },
  { path: '/campaign/new', modules: ['src/web/features/campaigns/NewCampaignPage.tsx'] },
  { path: '/campaign/edit/:id', modules: ['src/web/features/campaigns/EditCampaignPage.tsx'] },
  { path: '/campaign/:id', modules: ['src/web/features/campaigns/CampaignDetailPage.tsx'] },
  { path: '/questions', modules: ['src/web/features/questions/QuestionsPage.tsx'] },
  { path: '/question/new', modules: ['src/web/features/questions/NewQuestionPage.tsx'] },
  { path: '/question/:id', modules: ['src/web/features/questions/QuestionDetailPage.tsx'] },
  { path: '/question/:id/edit', modules: ['src/web/features/questions/EditQuestionPage.tsx'] },
  { path: '/locations', modules: ['src/web/features/locations/LocationsPage.tsx'] },
  { path: '/location/new', modules: ['src/web/features/locations/NewLocationPage.tsx'] },
  { path: '/location/edit/:id', modules: ['src/web/features/locations/EditLocationPage.tsx'] },
  { path: '/location/:id', modules: ['src/web/features/locations/LocationDetailPage.tsx'] },
  // Redirects to /settings/account.
  { path: '/settings', modules: [SETTINGS] },
  { path: '/settings/account', modules: [SETTINGS, 'src/web/features/settings/AccountSettingsPage.tsx'] },
  { path: '/settings/workspace', modules: [SETTINGS, 'src/web/features/settings/WorkspaceSettingsPage.tsx'] },
  { path: '/settings/members', modules: [SETTINGS, 'src/web/features/settings/MembersSettingsPage.tsx'] },
  { path: '/settings/tags', modules: [SETTINGS, 'src/web/features/tags/TagsSettingsPage.tsx'] },
  { path: '/settings/utm-templates', modules: [SETTINGS, 'src/web/features/utm-templates/UtmTemplatesPage.tsx'] },
  { path: '/settings/billing', modules: [SETTINGS, 'src/web/features/settings/BillingSettingsPage.tsx'] },
  {
    path: '/settings/notifications',
    modules: [SETTINGS, 'src/web/features/settings/NotificationSettingsPage.tsx'],
  },
  { path: '/settings/security', modules: [SETTINGS, 'src/web/features/settings/SecuritySettingsPage.tsx'] },
  { path: '/settings/integrations', modules: [SETTINGS, 'src/web/features/settings/IntegrationsPage.tsx'] },
  {
    path: '/settings/integrations/webhooks/:id',
    modules: [SETTINGS, 'src/web/features/settings/webhooks/WebhookPage.tsx'],
  },
  { path: '/settings/audit', modules: [SETTINGS, 'src/web/features/audit/AuditLogPage.tsx'] },
] as const satisfies ReadonlyArray<{ path: string; modules: readonly string[] }>;

export type AppScreen = (typeof APP_SCREENS)[number];

export const APP_PATHS: readonly string[] = APP_SCREENS.map((screen) => screen.path);

/** The signed-in frame every screen but the visitor ones sits in (loaded by features/auth/RequireAuth.tsx). */
export const APP_FRAME_MODULE = 'src/web/components/layout/AppLayout.tsx';

/** The screens for visitors (no signed-in frame): nobody is expected to be signed in there. */
export const VISITOR_PATHS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/invitation',
] as const;

/** Whether a URL path (without its query) is a visitor screen, matched like isAppPath. */
export function isVisitorPath(pathname: string): boolean {
  const normalised = `/${pathname.toLowerCase().split('/').filter(Boolean).join('/')}`;
  return (VISITOR_PATHS as readonly string[]).includes(normalised);
}

const patterns = APP_SCREENS.map((screen) => ({ screen, parts: screen.path.split('/').filter(Boolean) }));

/**
 * The screen a URL path (without its query) shows, or undefined for a path the app has no screen for. Like
 * react-router: a trailing slash is ignored, letters match in any case, a `:param` is any one segment, and a fixed
 * segment wins over a parameter (`/link/new` is not `/link/:id`).
 */
export function screenOf(pathname: string): AppScreen | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const matches = patterns.filter(
    ({ parts }) =>
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
  const fixedParts = (parts: string[]) => parts.filter((part) => !part.startsWith(':')).length;
  return matches.sort((a, b) => fixedParts(b.parts) - fixedParts(a.parts))[0]?.screen;
}

/** Whether a URL path (without its query) is one of the app's screens. */
export function isAppPath(pathname: string): boolean {
  return screenOf(pathname) !== undefined;
}
