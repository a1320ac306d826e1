import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { newEmail, PASSWORD, text } from './helpers.js';
import { useWebhookReceiver } from './webhook-receiver.js';

// Every screen of the product, on a laptop and on a phone, checked by axe-core (WCAG 2.1 AA, serious and critical
// findings fail) and for console errors (a CSP refusal, a React warning turned error). A module that adds screens
// adds them to SCREENS; nothing else in this file needs to change.

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

interface Data {
  link: { id: string; name: string };
  qr: { id: string; name: string };
  event: { id: string; name: string };
  location: { id: string; name: string };
  campaign: { id: string; name: string };
  /** A feedback form with a rating, a text and a choice question, answered once. */
  form: { id: string; name: string; questionId: string };
  /** A webhook endpoint whose receiver took a test event. */
  webhook: { id: string; url: string };
}

interface Screen {
  name: string;
  /** The address, or how to make it from the data the screen needs. */
  path: string | ((data: Data) => string);
  /** False for screens seen before signing in. */
  session?: boolean;
  /**
   * Needs a link and a QR code with a scan (the statistics); screens without them run first, while the account is
   * empty.
   */
  needsData?: boolean;
  /** Waits until the screen shows its content (default: its h1). */
  ready?: (page: Page) => Promise<void>;
  /** Brings the screen into the state to check: a dialog or menu opened. */
  act?: (page: Page) => Promise<void>;
  only?: 'laptop' | 'phone';
  /** A heavy screen (charts, the map): three times the usual time, for a busy machine. */
  slow?: boolean;
}

const heading = (key: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name: en(key), level: 1 })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/sign-in', session: false, ready: heading('auth.sign_in_title') },
  { name: 'sign-up', path: '/sign-up', session: false, ready: heading('auth.sign_up_title') },
  { name: 'not found', path: '/no/such/page', session: false, ready: heading('not_found.title') },
  {
    name: 'invitation, link not valid',
    path: '/invitation#no-such-invitation',
    session: false,
    ready: heading('invitation.dead_title'),
  },
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.getByTestId('home-greeting')).toBeVisible();
    },
  },
  {
    name: 'home, user menu open',
    path: '/',
    act: async (page) => {
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'home, mobile menu open',
    path: '/',
    only: 'phone',
    act: async (page) => {
      await page.getByRole('button', { name: en('nav.open_menu') }).click();
      await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
    },
  },
  {
    name: 'workspace statistics, no clicks yet',
    path: '/statistics',
    ready: async (page) => {
      await expect(page.getByText(en('stats.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'links, empty',
    path: '/links',
    ready: async (page) => {
      await expect(page.getByText(en('link.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'new link',
    path: '/link/new',
    ready: async (page) => {
      await expect(page.getByLabel(en('link.hash'), { exact: true })).toHaveValue(/\S/);
    },
  },
  {
    name: 'QR codes, empty',
    path: '/qr-codes',
    ready: async (page) => {
      await expect(page.getByText(en('qr_code.empty_title'))).toBeVisible();
    },
  },
  { name: 'import QR codes', path: '/qr-codes/import', ready: heading('qr_code.import.title') },
  {
    name: 'import QR codes, rows with errors',
    path: '/qr-codes/import',
    act: async (page) => {
      await page
        .getByLabel(en('qr_code.import.paste'))
        .fill(
          'name,target,type\nMenu,https://example.com/menu,link\n,not a web address,link\nFlyer,https://example.com,nope',
        );
      await page.getByRole('button', { name: en('qr_code.import.check') }).click();
      await expect(page.getByTestId('qr-import-row')).toHaveCount(3);
    },
  },
  { name: 'new QR code', path: '/qr-code/new' },
  {
    name: 'feedback forms, empty',
    path: '/feedbacks',
    ready: async (page) => {
      await expect(page.getByText(en('feedback.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'new feedback form, name missing',
    path: '/feedback/new',
    act: async (page) => {
      await page.getByRole('button', { name: en('feedback.create') }).click();
      await expect(page.getByText(en('field_errors.required'))).toBeVisible();
    },
  },
  {
    name: 'questions, empty',
    path: '/questions',
    ready: async (page) => {
      await expect(page.getByText(en('question.empty_title'))).toBeVisible();
    },
  },
  { name: 'new question', path: '/question/new', ready: heading('question.new_title') },
  {
    name: 'events, empty',
    path: '/events',
    ready: async (page) => {
      await expect(page.getByText(en('event.empty_title'))).toBeVisible();
    },
  },
  { name: 'new event', path: '/event/new', ready: heading('event.new_title') },
  {
    name: 'pages, empty',
    path: '/pages',
    ready: async (page) => {
      await expect(page.getByText(en('page.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'new page, name missing',
    path: '/page/new',
    act: async (page) => {
      await expect(page.getByRole('radio', { name: en('page_type.business-page') })).toBeChecked();
      await page.getByRole('button', { name: en('page.create_submit') }).click();
      await expect(page.getByText(en('field_errors.required'))).toBeVisible();
    },
  },
  {
    name: 'new event, end before start',
    path: '/event/new',
    act: async (page) => {
      await page.getByLabel(en('event.name'), { exact: true }).fill('Spring fair');
      const dates = page.getByLabel(en('event.date'), { exact: true });
      await dates.nth(0).fill('12/31/2026');
      await dates.nth(1).fill('12/30/2026');
      await page.getByRole('button', { name: en('event.create_submit') }).click();
      await expect(page.getByText(en('field_errors.range_end_before_start'))).toBeVisible();
    },
  },
  {
    name: 'locations, empty',
    path: '/locations',
    ready: async (page) => {
      await expect(page.getByText(en('location.empty_title'))).toBeVisible();
    },
  },
  { name: 'new location', path: '/location/new', ready: heading('location.new_title') },
  {
    name: 'new location, coordinates refused',
    path: '/location/new',
    act: async (page) => {
      await page.getByLabel(en('location.name')).fill('Main street shop');
      await page.getByLabel(en('location.latitude')).fill('95');
      await page.getByLabel(en('location.longitude')).fill('east');
      await page.getByRole('button', { name: en('location.create_submit') }).click();
      await expect(page.getByText(en('location.coordinate_invalid'))).toBeVisible();
    },
  },
  {
    name: 'campaigns, empty',
    path: '/campaigns',
    ready: async (page) => {
      await expect(page.getByText(en('campaign.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'new campaign, end before start',
    path: '/campaign/new',
    act: async (page) => {
      await page.getByLabel(en('campaign.name'), { exact: true }).fill('Spring sale');
      const dates = page.getByLabel(en('campaign.date'), { exact: true });
      await dates.nth(0).fill('12/31/2026');
      await dates.nth(1).fill('12/30/2026');
      await page.getByRole('button', { name: en('campaign.create_submit') }).click();
      await expect(page.getByText(en('field_errors.range_end_before_start'))).toBeVisible();
    },
  },
  { name: 'account settings', path: '/settings/account', ready: heading('settings.account_title') },
  { name: 'billing settings', path: '/settings/billing', ready: heading('billing.title') },
  {
    name: 'notification settings',
    path: '/settings/notifications',
    ready: heading('notifications.settings_title'),
  },
  {
    name: 'notifications panel open',
    path: '/',
    act: async (page) => {
      await page.getByTestId('notification-bell').click();
      await expect(page.getByRole('region', { name: en('notifications.title') })).toBeVisible();
    },
  },
  {
    name: 'security settings',
    path: '/settings/security',
    ready: async (page) => {
      await expect(page.getByText(en('security.this_device'), { exact: true })).toBeVisible();
    },
  },
  {
    name: 'security, delete dialog open',
    path: '/settings/security',
    act: async (page) => {
      await page.getByRole('button', { name: en('security.delete_button') }).click();
      await expect(page.getByRole('dialog', { name: en('security.delete_confirm_title') })).toBeVisible();
    },
  },
  { name: 'integrations', path: '/settings/integrations' },
  {
    name: 'workspace switcher open',
    path: '/',
    only: 'laptop',
    act: async (page) => {
      await page.getByTestId('workspace-switcher').click();
      await expect(page.getByRole('menuitemradio')).toHaveCount(1);
    },
  },
  {
    name: 'workspace switcher open in the mobile menu',
    path: '/',
    only: 'phone',
    act: async (page) => {
      await page.getByRole('button', { name: en('nav.open_menu') }).click();
      await page.getByTestId('mobile-sidebar').getByTestId('workspace-switcher').click();
      await expect(page.getByRole('menuitemradio')).toHaveCount(1);
    },
  },
  {
    name: 'create workspace dialog open',
    path: '/',
    only: 'laptop',
    act: async (page) => {
      await page.getByTestId('workspace-switcher').click();
      await page.getByRole('menuitem', { name: en('workspaces.create') }).click();
      await expect(page.getByRole('dialog', { name: en('workspaces.create_title') })).toBeVisible();
    },
  },
  { name: 'workspace settings', path: '/settings/workspace', ready: heading('workspace_settings.title') },
  {
    name: 'members, none invited',
    path: '/settings/members',
    ready: async (page) => {
      await expect(page.getByText(en('members.invitations_empty'))).toBeVisible();
    },
  },
  {
    name: 'members, invitation sent',
    path: '/settings/members',
    act: async (page) => {
      const form = page.getByRole('form', { name: en('members.invite_title') });
      await form.getByLabel(en('members.email')).fill('invited@example.com');
      await form.getByRole('button', { name: en('members.invite_submit') }).click();
      await expect(page.getByTestId('sent-invitation')).toBeVisible();
    },
  },
  { name: 'audit log', path: '/settings/audit', ready: heading('audit.title') },
  {
    name: 'tags, none yet',
    path: '/settings/tags',
    ready: async (page) => {
      await expect(page.getByText(en('tags.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'tags, one made',
    path: '/settings/tags',
    act: async (page) => {
      // One account sees every screen on each device in turn: each run makes a tag of its own name.
      const name = `Summer menu ${Math.random().toString(36).slice(2, 6)}`;
      await page.getByLabel(en('tags.name'), { exact: true }).first().fill(name);
      await page
        .getByRole('button', { name: en('tags.create') })
        .first()
        .click();
      await expect(page.getByText(en('tags.notice_created', { name }))).toBeVisible();
    },
  },
  {
    name: 'UTM templates, none yet',
    path: '/settings/utm-templates',
    ready: async (page) => {
      await expect(page.getByText(en('utm.empty_title'))).toBeVisible();
    },
  },
  {
    name: 'links, one link',
    path: '/links',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: en('link.details_for', { name: 'Poster' }) })).toBeVisible();
    },
  },
  {
    name: 'edit link',
    path: ({ link }) => `/link/edit/${link.id}`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByLabel(en('link.name'), { exact: true })).toHaveValue('Poster');
    },
  },
  {
    name: 'link with statistics',
    path: ({ link }) => `/link/${link.id}`,
    needsData: true,
    slow: true,
    ready: async (page) => {
      // The click is enriched and written a moment after the scan; a busy machine may take a while.
      const latest = page.getByRole('region', { name: en('stats.latest_title') });
      await expect(latest.getByRole('row').filter({ hasText: 'United Kingdom' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: en('stats.breakdown.country') })).toBeVisible();
    },
  },
  {
    name: 'home with clicks',
    path: '/',
    needsData: true,
    slow: true,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: en('home.top_links') }).getByText('Poster')).toBeVisible();
      await expect(page.getByRole('region', { name: en('home.live_feed') }).getByText(/United Kingdom/)).toBeVisible();
    },
  },
  {
    name: 'workspace statistics, filtered',
    path: '/statistics?range=30d&filter=country:GB',
    needsData: true,
    slow: true,
    ready: async (page) => {
      await expect(page.getByRole('group', { name: en('stats.filtered_by') })).toBeVisible();
      const latest = page.getByRole('region', { name: en('stats.latest_title') });
      await expect(latest.getByRole('row').filter({ hasText: 'United Kingdom' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'QR codes, one code',
    path: '/qr-codes',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: en('qr_code.details_for', { name: 'Menu card' }) })).toBeVisible();
    },
  },
  {
    name: 'QR codes, ZIP dialog open',
    path: '/qr-codes',
    needsData: true,
    act: async (page) => {
      await page.getByRole('checkbox', { name: en('qr_code.bulk.select_named', { name: 'Menu card' }) }).check();
      await page.getByRole('button', { name: en('qr_code.bulk.download_zip') }).click();
      await expect(page.getByRole('dialog', { name: en('qr_code.bulk.zip_title') })).toBeVisible();
    },
  },
  {
    name: 'QR code with statistics',
    path: ({ qr }) => `/qr-code/${qr.id}`,
    needsData: true,
    slow: true,
    ready: async (page) => {
      // A QR code's page counts scans: its texts take the `_scans` context.
      const latest = page.getByRole('region', { name: en('stats.latest_title_scans') });
      await expect(latest.getByRole('row').filter({ hasText: 'Sweden' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: en('stats.breakdown.country') })).toBeVisible();
    },
  },
  {
    name: 'QR code, download dialog open',
    path: ({ qr }) => `/qr-code/${qr.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('qr_code.download.open'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: en('qr_code.download.title') })).toBeVisible();
    },
  },
  {
    name: 'QR code, target editor open',
    path: ({ qr }) => `/qr-code/${qr.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('qr_code.target.change') }).click();
      await expect(page.getByTestId('qr-target-form')).toBeVisible();
    },
  },
  { name: 'edit QR code', path: ({ qr }) => `/qr-code/edit/${qr.id}`, needsData: true },
  {
    name: 'events, one event',
    path: '/events',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: en('event.details_for', { name: 'Spring fair' }) })).toBeVisible();
    },
  },
  {
    name: 'event',
    path: ({ event }) => `/event/${event.id}`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: en('event.linked_forms') })).toBeVisible();
    },
  },
  {
    name: 'edit event',
    path: ({ event }) => `/event/${event.id}/edit`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByLabel(en('event.name'), { exact: true })).toHaveValue('Spring fair');
    },
  },
  {
    name: 'event statistics',
    path: ({ event }) => `/event/${event.id}/statistics`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByTestId('event-total-responses')).toBeVisible();
    },
  },
  {
    name: 'event, delete dialog open',
    path: ({ event }) => `/event/${event.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('event.delete') }).click();
      await expect(page.getByRole('dialog', { name: en('event.delete_title') })).toBeVisible();
    },
  },
  {
    name: 'locations, one location',
    path: '/locations',
    needsData: true,
    ready: async (page) => {
      await expect(
        page.getByRole('link', { name: en('location.details_for', { name: 'Main street shop' }) }),
      ).toBeVisible();
    },
  },
  {
    name: 'location with its map and statistics',
    path: ({ location }) => `/location/${location.id}`,
    needsData: true,
    slow: true,
    ready: async (page) => {
      await expect(page.getByTestId('location-map').locator('.location-pin')).toBeVisible();
      await expect(page.getByTestId('placed-qr-codes')).toBeVisible();
      await expect(page.getByRole('heading', { name: en('stats.title'), level: 2 })).toBeVisible();
    },
  },
  { name: 'edit location', path: ({ location }) => `/location/edit/${location.id}`, needsData: true },
  {
    name: 'location, delete dialog open',
    path: ({ location }) => `/location/${location.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('location.delete') }).click();
      await expect(page.getByRole('dialog', { name: en('location.delete_title') })).toBeVisible();
    },
  },
  {
    name: 'campaigns, one campaign',
    path: '/campaigns',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: en('campaign.details_for', { name: 'Spring sale' }) })).toBeVisible();
    },
  },
  {
    name: 'campaign with its items and statistics',
    path: ({ campaign }) => `/campaign/${campaign.id}`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByTestId('campaign-items-qrCodes').getByRole('link', { name: /Menu card/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: en('stats.title'), level: 2 })).toBeVisible();
    },
  },
  { name: 'edit campaign', path: ({ campaign }) => `/campaign/edit/${campaign.id}`, needsData: true },
  {
    name: 'campaign, delete dialog open',
    path: ({ campaign }) => `/campaign/${campaign.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('campaign.delete') }).click();
      await expect(page.getByRole('dialog', { name: en('campaign.delete_title') })).toBeVisible();
    },
  },
  {
    name: 'feedback forms, one answered',
    path: '/feedbacks',
    needsData: true,
    ready: async (page) => {
      await expect(
        page.getByRole('link', { name: en('feedback.details_for', { name: 'Table feedback' }) }),
      ).toBeVisible();
    },
  },
  {
    name: 'feedback form',
    path: ({ form }) => `/feedback/${form.id}`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByTestId('form-question')).toHaveCount(3);
    },
  },
  {
    name: 'feedback form, adding a choice question with a duplicate option',
    path: ({ form }) => `/feedback/${form.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('question.add') }).click();
      const panel = page.getByTestId('add-question-form');
      await panel.getByLabel(en('question.type')).selectOption('single_choice');
      await panel.getByLabel(en('question.option_number', { number: '1' }), { exact: true }).fill('Yes');
      await panel.getByLabel(en('question.option_number', { number: '2' }), { exact: true }).fill('yes');
      await panel.getByRole('button', { name: en('question.add') }).click();
      await expect(panel.getByText(en('field_errors.option_duplicate'))).toBeVisible();
    },
  },
  {
    name: 'feedback form, delete dialog open',
    path: ({ form }) => `/feedback/${form.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('feedback.delete'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: en('feedback.delete_title') })).toBeVisible();
    },
  },
  {
    name: 'edit feedback form',
    path: ({ form }) => `/feedback/${form.id}/edit`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByLabel(en('feedback.name'), { exact: true })).toHaveValue('Table feedback');
    },
  },
  {
    name: 'feedback statistics, table shown',
    path: ({ form }) => `/feedback/${form.id}/statistics`,
    needsData: true,
    act: async (page) => {
      await expect(page.getByTestId('total-responses')).toHaveText('1');
      await expect(page.getByTestId('question-result')).toHaveCount(3);
      await page.getByRole('button', { name: en('feedback_stats.show_table') }).click();
    },
  },
  {
    name: 'questions, three',
    path: '/questions',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByTestId('question-card')).toHaveCount(3);
    },
  },
  {
    name: 'question',
    path: ({ form }) => `/question/${form.questionId}`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'How was your visit?', level: 1 })).toBeVisible();
    },
  },
  {
    name: 'edit question',
    path: ({ form }) => `/question/${form.questionId}/edit`,
    needsData: true,
    ready: async (page) => {
      await expect(page.getByLabel(en('question.text'), { exact: true })).toHaveValue('How was your visit?');
    },
  },
  {
    name: 'integrations, one webhook endpoint',
    path: '/settings/integrations',
    needsData: true,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: webhookReceiver().url })).toBeVisible();
    },
  },
  {
    name: 'webhook endpoint with its delivery log',
    path: ({ webhook }) => `/settings/integrations/webhooks/${webhook.id}`,
    needsData: true,
    ready: webhookDelivered,
  },
  {
    name: 'webhook endpoint, an attempt opened',
    path: ({ webhook }) => `/settings/integrations/webhooks/${webhook.id}`,
    needsData: true,
    ready: webhookDelivered,
    act: async (page) => {
      await page.getByRole('button', { name: en('webhooks.details') }).click();
      await expect(page.getByText(en('webhooks.request_headers'))).toBeVisible();
    },
  },
  {
    name: 'webhook endpoint, rotate dialog open',
    path: ({ webhook }) => `/settings/integrations/webhooks/${webhook.id}`,
    needsData: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('webhooks.rotate') }).click();
      await expect(page.getByRole('dialog', { name: en('webhooks.rotate_title') })).toBeVisible();
    },
  },
  {
    name: 'link, confirm dialog open',
    path: ({ link }) => `/link/${link.id}`,
    needsData: true,
    slow: true,
    act: async (page) => {
      await page.getByRole('button', { name: en('link.delete') }).click();
      await expect(page.getByRole('dialog', { name: en('link.delete_title') })).toBeVisible();
    },
  },
];

/** The endpoint's screen once its log shows the test event delivered (the log reads itself again every 5 s). */
async function webhookDelivered(page: Page) {
  const log = page.getByRole('region', { name: en('webhooks.log_title') });
  await expect(log.getByText('HTTP 200')).toBeVisible({ timeout: 15_000 });
}

const DEVICES = {
  laptop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

// One account for the whole file, signed up through the API; the statistics' link is made the first time a
// screen needs it, so the empty screens are checked before it exists.
let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
let data: Promise<Data> | undefined;
// Where the data's webhook endpoint posts to: a receiver on 127.0.0.1 that answers 200.
const webhookReceiver = useWebhookReceiver();

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await newContext(browser, DEVICES.laptop);
  // The auth endpoints want the Origin a browser sends with a form's request.
  const response = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: testInfo.project.use.baseURL ?? '' },
    data: { fullName: 'Ada Lovelace', email: newEmail('a11y'), password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  session = await context.storageState();
  await context.close();
});

async function newContext(browser: Browser, device: (typeof DEVICES)[keyof typeof DEVICES], signedIn = false) {
  const context = await browser.newContext({
    ...device,
    locale: 'en-US',
    storageState: signedIn ? session : undefined,
  });
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  return context;
}

/**
 * A link with one click from a phone in the United Kingdom, and a QR code with one scan from a phone in Sweden, so
 * every statistics panel has something to show.
 */
async function createData(context: BrowserContext): Promise<Data> {
  const created = await context.request.post('/api/links', { data: { name: 'Poster', url: 'https://example.com' } });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; name: string; shortUrl: string };
  const scan = await context.request.get(link.shortUrl, {
    maxRedirects: 0,
    headers: {
      'x-forwarded-for': '81.2.69.142',
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
  });
  expect(scan.status()).toBe(302);
  const made = await context.request.post('/api/qr-codes', {
    data: { name: 'Menu card', type: 'link', target: { kind: 'url', url: 'https://example.com/menu' } },
  });
  expect(made.status()).toBe(201);
  const qr = (await made.json()) as { id: string; name: string; shortUrl: string };
  // From Sweden: the screens that wait for the link's one click from the United Kingdom still find exactly one.
  const qrScan = await context.request.get(qr.shortUrl, {
    maxRedirects: 0,
    headers: {
      'x-forwarded-for': '89.160.20.112',
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
  });
  expect(qrScan.status()).toBe(302);
  // An event with a form linked and an open end, so its statistics show the form's (empty) figures.
  const form = await context.request.post('/api/feedback', { data: { name: 'Stand visit' } });
  expect(form.status()).toBe(201);
  const formId = ((await form.json()) as { id: string }).id;
  const planned = await context.request.post('/api/events', {
    data: { name: 'Spring fair', startsAt: new Date().toISOString(), feedbackIds: [formId] },
  });
  expect(planned.status()).toBe(201);
  const event = (await planned.json()) as { id: string; name: string };
  // A location where the QR code hangs, so its page lists the code and its map and statistics show.
  const placed = await context.request.post('/api/locations', {
    data: { name: 'Main street shop', latitude: '59.3293', longitude: '18.0686', address: 'Drottninggatan 1' },
  });
  expect(placed.status()).toBe(201);
  const location = (await placed.json()) as { id: string; name: string };
  expect((await context.request.patch(`/api/qr-codes/${qr.id}`, { data: { locationId: location.id } })).status()).toBe(
    200,
  );
  // A campaign holding the link and the QR code, so its page lists both.
  const grouped = await context.request.post('/api/campaigns', {
    data: { name: 'Spring sale', linkIds: [link.id], qrIds: [qr.id] },
  });
  expect(grouped.status()).toBe(201);
  const campaign = (await grouped.json()) as { id: string; name: string };
  return {
    link,
    qr,
    event,
    location,
    campaign,
    form: await createAnsweredForm(context),
    webhook: await createWebhook(context),
  };
}

/**
 * A webhook endpoint for events the sweep never causes (pages), so its log holds exactly the one test event sent to it
 * here, delivered to the receiver.
 */
async function createWebhook(context: BrowserContext): Promise<Data['webhook']> {
  const { url } = webhookReceiver();
  const made = await context.request.post('/api/webhooks', {
    data: { url, description: 'CRM sync', eventTypes: ['page.created', 'page.updated', 'page.deleted'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const webhook = (await made.json()) as { id: string; url: string };
  expect((await context.request.post(`/api/webhooks/${webhook.id}/test`)).status()).toBe(202);
  return { id: webhook.id, url: webhook.url };
}

/** A form with a rating, a text and a choice question, answered once through its public form. */
async function createAnsweredForm(context: BrowserContext): Promise<Data['form']> {
  const made = await context.request.post('/api/feedback', { data: { name: 'Table feedback' } });
  expect(made.status()).toBe(201);
  const form = (await made.json()) as { id: string; name: string };
  const ask = async (data: Record<string, unknown>) => {
    const question = await context.request.post('/api/questions', { data: { feedbackId: form.id, ...data } });
    expect(question.status()).toBe(201);
    return ((await question.json()) as { id: string }).id;
  };
  const rating = await ask({ text: 'How was your visit?', type: 'rating', required: true });
  const text = await ask({ text: 'Anything we could do better?', type: 'textarea' });
  const choice = await ask({ text: 'What brought you here?', type: 'single_choice', options: ['Lunch', 'Coffee'] });
  const page = await (await context.request.get(`/f/${form.id}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  // An answer sent faster than a person fills the form in would be asked to confirm (FORM_MIN_FILL_SECONDS).
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const answered = await context.request.post(`/f/${form.id}`, {
    form: { token, website: '', [`q_${rating}`]: '4', [`q_${text}`]: 'More vegan options', [`q_${choice}`]: 'Lunch' },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  return { id: form.id, name: form.name, questionId: rating };
}

const ordered = [...SCREENS.filter((screen) => !screen.needsData), ...SCREENS.filter((screen) => screen.needsData)];

/**
 * One browser tab per device, signed in or not, kept from screen to screen. A screen is reached the way the app's
 * own links reach it (the router follows a history entry), so the bundle and axe are loaded once per tab, not once
 * per screen: that took 2–3 s of every screen's 3–5 s here. The tab loads the address afresh when the screen before
 * left state behind (an opened dialog or menu, a filled form), and when the data is first there, so that nothing
 * the app keeps in memory from the empty account is shown.
 */
interface Tab {
  page: Page;
  /** The console errors and uncaught exceptions since the current screen began. */
  errors: string[];
  /** Whether the next screen needs a fresh load of its address. */
  fresh: boolean;
  withData: boolean;
}
const tabs = new Map<string, Tab>();

async function tabFor(browser: Browser, deviceName: keyof typeof DEVICES, signedIn: boolean): Promise<Tab> {
  const key = `${deviceName} ${signedIn}`;
  const existing = tabs.get(key);
  if (existing) return existing;
  const context = await newContext(browser, DEVICES[deviceName], signedIn);
  const page = await context.newPage();
  const tab: Tab = { page, errors: [], fresh: true, withData: false };
  // Failed requests the app expects (401 from /api/me before signing in) are logged by Chromium as errors too; they
  // are not the page's fault. Anything else is: a CSP refusal, an uncaught exception.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      tab.errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => tab.errors.push(error.message));
  tabs.set(key, tab);
  return tab;
}

async function visit(tab: Tab, address: string): Promise<void> {
  if (tab.fresh) {
    await tab.page.goto(address);
    return;
  }
  // The screen before keeps showing while the router loads the next one's chunk: its headings are marked, and the
  // next screen counts as there once they are gone (every screen has its own h1; none is shared by two routes that
  // follow each other here).
  const movedOn = await tab.page.evaluate((to) => {
    const from = location.pathname;
    if (new URL(to, location.href).pathname !== from) {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-screen-before', '');
    }
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return location.pathname !== from;
  }, address);
  if (movedOn) await expect(tab.page.locator('h1[data-screen-before]')).toHaveCount(0);
}

for (const screen of ordered) {
  for (const deviceName of Object.keys(DEVICES) as (keyof typeof DEVICES)[]) {
    if (screen.only && screen.only !== deviceName) continue;
    test(`${screen.name} on a ${deviceName} is accessible and logs no error`, async ({ browser }) => {
      test.slow(screen.slow === true);
      const tab = await tabFor(browser, deviceName, screen.session !== false);
      const needed = screen.needsData ? await (data ??= createData(tab.page.context())) : undefined;
      if (screen.needsData && !tab.withData) tab.fresh = true;
      tab.withData ||= screen.needsData === true;
      tab.errors.length = 0;
      // Until the screen is checked, a failure leaves the tab in a state the next screen must not inherit.
      const fresh = tab.fresh;
      tab.fresh = true;
      await visit({ ...tab, fresh }, typeof screen.path === 'string' ? screen.path : screen.path(needed as Data));
      await (screen.ready ?? defaultReady)(tab.page);
      await screen.act?.(tab.page);
      await expectAccessible(tab.page, `${screen.name} (${deviceName})`);
      expect(tab.errors, 'console errors').toEqual([]);
      tab.fresh = screen.act !== undefined;
    });
  }
}

async function defaultReady(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: en('common.loading') })).toHaveCount(0);
}
