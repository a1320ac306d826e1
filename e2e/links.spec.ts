import { expect, test, type Page } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// A MaxMind/DB-IP test address in the United Kingdom.
const UK_ADDRESS = '81.2.69.142';

const uniqueAlias = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

/** Creates a link through the API with the browser's session, as a second tab would. */
async function createLinkByApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/links', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; hash: string; shortUrl: string };
}

const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test('create a link with an alias and a scheme-less address, find it, edit its target, delete it', async ({ page }) => {
  await signUp(page, 'Link Maker');
  await page
    .getByRole('navigation', { name: en('nav.main') })
    .getByRole('link', { name: en('links') })
    .click();
  await expect(page.getByRole('heading', { name: en('link.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(en('link.empty_title'))).toBeVisible();

  await page
    .getByRole('link', { name: en('link.create') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/link\/new$/);
  const hashField = page.getByLabel(en('link.hash'), { exact: true });
  await expect(hashField).toHaveValue(/^[A-Za-z0-9]{10}$/);

  const alias = uniqueAlias('menu');
  await page.getByLabel(en('link.name'), { exact: true }).fill('Spring menu');
  await page.getByLabel(en('link.url'), { exact: true }).fill('example.com/menu');
  await hashField.fill(alias);
  await expect(page.getByTestId('short-url-preview')).toHaveText(new RegExp(`/r/${alias}$`));
  await submit(page, en('link.create'));

  await expect(page).toHaveURL(/\/link\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Spring menu', level: 1 })).toBeVisible();
  await expect(page.getByText(en('link.created_notice'))).toBeVisible();
  await expect(page.getByTestId('short-url')).toHaveText(new RegExp(`/r/${alias}$`));
  await expect(page.getByTestId('target-url')).toHaveText('https://example.com/menu');
  const shortUrl = (await page.getByTestId('short-url').textContent()) ?? '';

  await page
    .getByRole('link', { name: en('link.back_to_list') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Spring menu' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: en('link.search_label') });
  await search.fill('no-link-is-called-this');
  await expect(page.getByText(en('link.no_results_title', { query: 'no-link-is-called-this' }))).toBeVisible();
  await expect(page).toHaveURL(/\?q=no-link-is-called-this$/);
  await search.fill(alias);
  await expect(page.getByRole('heading', { name: 'Spring menu' })).toBeVisible();

  await page.getByRole('link', { name: en('link.details_for', { name: 'Spring menu' }) }).click();
  await page.getByRole('link', { name: en('link.edit') }).click();
  await expect(page.getByRole('heading', { name: en('link.edit_title') })).toBeVisible();
  await page.getByLabel(en('link.url'), { exact: true }).fill('https://example.org/summer');
  await submit(page, en('common.save'));
  await expect(page.getByTestId('target-url')).toHaveText('https://example.org/summer');
  await expect(page.getByText(en('settings.saved'))).toBeVisible();

  // The new target applies on the very next scan: that is what makes a printed code dynamic.
  const redirect = await page.request.get(shortUrl, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://example.org/summer');

  await page.getByRole('button', { name: en('link.delete') }).click();
  const dialog = page.getByRole('dialog', { name: en('link.delete_title') });
  await expect(dialog).toContainText('Spring menu');
  await dialog.getByRole('button', { name: en('link.delete_confirm') }).click();
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByText(en('link.deleted'))).toBeVisible();
  await expect(page.getByText(en('link.empty_title'))).toBeVisible();
  expect((await page.request.get(shortUrl, { maxRedirects: 0 })).status()).toBe(404);
});

test('the form shows field errors beside the fields and stays put after a failed save', async ({ page }) => {
  await signUp(page, 'Careful Person');
  const taken = await createLinkByApi(page, { name: 'First', url: 'https://example.com', hash: uniqueAlias('taken') });

  await page.goto('/link/new');
  await page.getByLabel(en('link.name'), { exact: true }).fill('Second');
  const url = page.getByLabel(en('link.url'), { exact: true });
  await url.fill('javascript:alert(1)');
  await submit(page, en('link.create'));
  await expect(page.getByText(en('field_errors.invalid_url'))).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/link\/new$/);

  await url.fill('example.com/second');
  const hash = page.getByLabel(en('link.hash'), { exact: true });
  await hash.fill('ab');
  await submit(page, en('link.create'));
  await expect(page.getByText(en('field_errors.hash_too_short'))).toBeVisible();

  // Only the server knows an alias is taken: its 409 lands on the short-code field, and nothing navigates.
  await hash.fill(taken.hash);
  await submit(page, en('link.create'));
  await expect(page.getByText(en('field_errors.hash_taken'))).toBeVisible();
  await expect(hash).toHaveAttribute('aria-invalid', 'true');
  await expect(hash).toBeFocused();
  await expect(page).toHaveURL(/\/link\/new$/);
  await expect(url).toHaveValue('example.com/second');
});

test('a click on the short link shows up on the open link page without a reload', async ({ page }) => {
  await signUp(page, 'Live Watcher');
  await page.goto('/link/new');
  await page.getByLabel(en('link.name'), { exact: true }).fill('Live poster');
  await page.getByLabel(en('link.url'), { exact: true }).fill('https://example.com/poster');
  await submit(page, en('link.create'));

  // The new link's page is open from here on; nothing below reloads it.
  await expect(page.getByRole('heading', { name: 'Live poster', level: 1 })).toBeVisible();
  const shortUrl = (await page.getByTestId('short-url').textContent()) ?? '';
  expect(shortUrl).toMatch(/\/r\/[A-Za-z0-9]{10}$/);
  await expect(page.getByText(en('stats.empty_title'))).toBeVisible();
  await expect(page.getByTestId('kpi-total')).toHaveText('0');
  // Wait until the live stream is connected, so the click below is not sent before the page listens.
  await expect(page.getByText(en('stats.live'), { exact: true })).toBeVisible();

  const scan = await page.request.get(shortUrl, {
    headers: { 'x-forwarded-for': UK_ADDRESS, 'user-agent': IPHONE_SAFARI },
    maxRedirects: 0,
  });
  expect(scan.status()).toBe(302);

  const latest = page.getByRole('region', { name: en('stats.latest_title') });
  const row = latest.getByRole('row').filter({ hasText: 'United Kingdom' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('iOS');
  await expect(page.getByTestId('kpi-total')).toHaveText('1');
  await expect(page.getByTestId('kpi-range')).toHaveText('1');
  // The statistics follow a moment later: the country list and the device breakdown know the click too.
  await expect(page.getByRole('heading', { name: en('stats.breakdown.country') })).toBeVisible();
  await expect(page.getByText('IP Geolocation by DB-IP')).toHaveAttribute('href', 'https://db-ip.com');
});
