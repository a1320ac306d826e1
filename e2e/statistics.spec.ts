import { expect, test, type Page } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const UK_ADDRESS = '81.2.69.142';
const GERMAN_ADDRESS = '85.214.132.117';

async function linkWithScans(page: Page, name: string, scans: Array<[address: string, userAgent: string]>) {
  const created = await page.request.post('/api/links', { data: { name, url: 'https://example.com/' } });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; shortUrl: string };
  for (const [address, userAgent] of scans) {
    const scan = await page.request.get(link.shortUrl, {
      maxRedirects: 0,
      headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
    });
    expect(scan.status()).toBe(302);
  }
  return link;
}

test('choosing a country shows only its clicks, as a chip kept in the address, and the chip takes it away', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'Filter Fan');
  await linkWithScans(page, 'Menu', [
    [UK_ADDRESS, IPHONE],
    [GERMAN_ADDRESS, WINDOWS],
  ]);
  await linkWithScans(page, 'Poster', [[GERMAN_ADDRESS, IPHONE]]);

  await page.goto('/statistics?range=7d');
  await expect(page.getByRole('heading', { name: en('stats.title'), level: 1 })).toBeVisible();
  // The clicks are written a moment after the scans.
  await expect(page.getByTestId('kpi-range')).toHaveText('3', { timeout: 15_000 });
  const latest = page.getByRole('region', { name: en('stats.latest_title') });
  await expect(latest.getByRole('row')).toHaveCount(4);

  await page
    .getByRole('button', { name: /^Germany\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/filter=country%3ADE/);
  const chips = page.getByRole('group', { name: en('stats.filtered_by') });
  await expect(
    chips.getByRole('button', { name: en('stats.remove_filter', { filter: 'Country: Germany' }) }),
  ).toBeVisible();
  await expect(page.getByTestId('kpi-range')).toHaveText('2');
  await expect(latest.getByRole('row')).toHaveCount(3);
  await expect(latest.getByRole('row').filter({ hasText: 'United Kingdom' })).toHaveCount(0);
  // The links card lists what Germany clicked, by name.
  await expect(page.getByRole('button', { name: /^Poster\b/ })).toBeVisible();

  // A second dimension narrows further; a reload keeps both.
  await page.getByRole('button', { name: /^Desktop\b/ }).click();
  await expect(page.getByTestId('kpi-range')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('kpi-range')).toHaveText('1');
  await expect(chips.getByRole('button')).toHaveCount(3); // two chips and "clear filters"

  await chips.getByRole('button', { name: en('stats.remove_filter', { filter: 'Country: Germany' }) }).click();
  await expect(page).not.toHaveURL(/country/);
  await chips.getByRole('button', { name: en('stats.clear_filters') }).click();
  await expect(page.getByTestId('kpi-range')).toHaveText('3');
  await expect(chips).toBeHidden();
});

test('a filter the server refuses is explained on the page, with a way out', async ({ page }) => {
  await signUp(page, 'Odd Address');
  await page.goto('/statistics?filter=colour:red');
  await expect(page.getByRole('alert')).toContainText(en('field_errors.unknown_filter'));
  await page
    .getByRole('alert')
    .getByRole('button', { name: en('stats.clear_filters') })
    .click();
  await expect(page).not.toHaveURL(/filter=/);
  await expect(page.getByText(en('stats.empty_title'))).toBeVisible();
});

test('the panel shows the day’s clicks and the top links, and a new click arrives in the live feed', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'Panel Watcher');
  const link = await linkWithScans(page, 'Window sticker', [[UK_ADDRESS, IPHONE]]);
  await page.goto('/');
  await expect(page.getByTestId('home-today')).toContainText('1', { timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: en('home.top_links') }).getByRole('link', { name: /Window sticker/ }),
  ).toBeVisible();
  const feed = page.getByRole('region', { name: en('home.live_feed') });
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByText(en('stats.live'), { exact: true })).toBeVisible();

  const scan = await page.request.get(link.shortUrl, {
    maxRedirects: 0,
    headers: { 'x-forwarded-for': GERMAN_ADDRESS, 'user-agent': WINDOWS },
  });
  expect(scan.status()).toBe(302);
  await expect(feed.getByRole('listitem')).toHaveCount(2);
  await expect(feed.getByRole('listitem').first()).toContainText('Germany');
  await expect(page.getByTestId('home-today')).toContainText('2');
});
