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
  // A deleted link's printed copies say it is no longer active.
  expect((await page.request.get(shortUrl, { maxRedirects: 0 })).status()).toBe(410);
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

test('a new short code keeps the old one redirecting until it is freed, on the edit form or the link page', async ({
  page,
}) => {
  await signUp(page, 'Code Changer');
  const link = await createLinkByApi(page, {
    name: 'Table card',
    url: 'https://example.com/card',
    hash: uniqueAlias('card'),
  });
  const oldUrl = link.shortUrl;

  await page.goto(`/link/edit/${link.id}`);
  const hash = page.getByLabel(en('link.hash'), { exact: true });
  await expect(page.getByText(en('link.old_hash_kept', { url: oldUrl }))).toBeHidden();
  const second = uniqueAlias('card-new');
  await hash.fill(second);
  await expect(page.getByText(en('link.old_hash_kept', { url: oldUrl }))).toBeVisible();
  await submit(page, en('common.save'));

  const former = page.getByRole('region', { name: en('link.aliases_title') });
  await expect(former).toContainText(oldUrl);
  const kept = await page.request.get(oldUrl, { maxRedirects: 0 });
  expect(kept.status()).toBe(302);
  expect(kept.headers().location).toBe('https://example.com/card');

  await former.getByRole('button', { name: en('link.free_alias_named', { code: link.hash }) }).click();
  const dialog = page.getByRole('dialog', { name: en('link.free_alias_title') });
  await expect(dialog).toContainText(oldUrl);
  await dialog.getByRole('button', { name: en('link.free_alias_confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(former).toBeHidden();
  expect((await page.request.get(oldUrl, { maxRedirects: 0 })).status()).toBe(404);

  // Ticking the box on the form lets the old code go with the save itself.
  await page.getByRole('link', { name: en('link.edit') }).click();
  await hash.fill(uniqueAlias('card-third'));
  await page.getByLabel(en('link.free_old_hash')).check();
  await expect(
    page.getByText(en('link.old_hash_freed', { url: `${oldUrl.replace(link.hash, second)}` })),
  ).toBeVisible();
  await submit(page, en('common.save'));
  await expect(page.getByText(en('settings.saved'))).toBeVisible();
  await expect(page.getByRole('region', { name: en('link.aliases_title') })).toBeHidden();
  expect((await page.request.get(oldUrl.replace(link.hash, second), { maxRedirects: 0 })).status()).toBe(404);
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

test('the expiry is typed in the interface language’s format, and a moment in the past is refused', async ({
  page,
}) => {
  await signUp(page, 'Date Person');
  await page.goto('/link/new');
  await page.getByLabel(en('link.name'), { exact: true }).fill('Summer sale');
  await page.getByLabel(en('link.url'), { exact: true }).fill('example.com/sale');
  const expiry = page.getByRole('group', { name: en('link.expires_at') });
  const date = expiry.getByLabel(en('link.expiry_date'), { exact: true });
  const time = expiry.getByLabel(en('link.expiry_time'), { exact: true });
  await expect(expiry.getByRole('button', { name: en('link.pick_date') })).toBeVisible();

  // English writes month/day/year and a 12-hour clock.
  await date.fill('1/2/2020');
  await time.fill('9:30');
  await submit(page, en('link.create'));
  await expect(expiry.getByText(en('field_errors.expiry_in_past'))).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveValue('01/02/2020');
  await expect(page).toHaveURL(/\/link\/new$/);

  const year = new Date().getFullYear() + 1;
  await date.fill(`12/31/${year}`);
  await time.fill('6:30 pm');
  await submit(page, en('link.create'));
  await expect(page.getByRole('heading', { name: 'Summer sale', level: 1 })).toBeVisible();
  await expect(page.getByText(en('link.expires_on', { date: `Dec 31, ${year}, 6:30 PM` }))).toBeVisible();

  await page.getByRole('link', { name: en('link.edit') }).click();
  await expect(date).toHaveValue(`12/31/${year}`);
  await expect(time).toHaveValue(/^06:30\sPM$/);
});

test('in German the expiry reads day.month.year and a 24-hour clock', async ({ page }) => {
  await signUp(page, 'Datum Person');
  // The account's language decides a signed-in person's interface (a cookie alone would be replaced by it).
  expect((await page.request.patch('/api/me', { data: { locale: 'de' } })).status()).toBe(200);
  await page.goto('/link/new');
  const de = (key: string) => text('de', key);
  const expiry = page.getByRole('group', { name: de('link.expires_at') });
  await expiry.getByLabel(de('link.expiry_date'), { exact: true }).fill('31.12.2099');
  await expiry.getByLabel(de('link.expiry_time'), { exact: true }).fill('1830');
  await expiry.getByLabel(de('link.expiry_date'), { exact: true }).focus();
  await expect(expiry.getByLabel(de('link.expiry_time'), { exact: true })).toHaveValue('18:30');
});
