import { expect, test } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY = 86_400_000;
/** A day as the English interface writes it in the date field (12/31/2026). */
const dayText = (offset: number) => new Date(Date.now() + offset * DAY).toLocaleDateString('en-US');

test('a campaign made on its form holds a QR code and a link, refuses an end before its start, and counts a scan live', async ({
  page,
}) => {
  // A sign-up, a form filled twice, and the first scan of a fresh server (the writer loads the geography first).
  test.slow();
  await signUp(page, 'Campaign Owner');
  const madeLink = await page.request.post('/api/links', {
    data: { name: 'Spring menu', url: 'https://example.com/menu' },
  });
  expect(madeLink.status()).toBe(201);
  const madeCode = await page.request.post('/api/qr-codes', {
    data: { name: 'Window poster', type: 'link', target: { kind: 'url', url: 'https://example.com/spring' } },
  });
  expect(madeCode.status()).toBe(201);
  const code = (await madeCode.json()) as { id: string; shortUrl: string };

  await page.goto('/campaigns');
  await expect(page.getByText(en('campaign.empty_title'))).toBeVisible();
  await page
    .getByRole('link', { name: en('campaign.create') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: en('campaign.new_title'), level: 1 })).toBeVisible();

  await page.getByLabel(en('campaign.name')).fill('Spring sale');
  const start = page.getByRole('group', { name: en('campaign.starts_at') });
  const end = page.getByRole('group', { name: en('campaign.ends_at') });
  await start.getByLabel(en('campaign.date'), { exact: true }).fill(dayText(-1));
  await start.getByLabel(en('campaign.time'), { exact: true }).fill('9:00 AM');
  await end.getByLabel(en('campaign.date'), { exact: true }).fill(dayText(-2));
  await end.getByLabel(en('campaign.time'), { exact: true }).fill('9:00 AM');
  await page.getByTestId('picker-qrCodes').getByLabel('Window poster').check();
  await page.getByTestId('picker-links').getByLabel('Spring menu').check();

  // An end before the start is refused beside the end, and the form stays as typed.
  await page.getByRole('button', { name: en('campaign.create_submit') }).click();
  await expect(end.getByText(en('field_errors.range_end_before_start'))).toBeVisible();
  await expect(page).toHaveURL(/\/campaign\/new$/);
  await expect(page.getByTestId('picker-qrCodes').getByLabel('Window poster')).toBeChecked();

  await end.getByLabel(en('campaign.date'), { exact: true }).fill(dayText(7));
  await page.getByRole('button', { name: en('campaign.create_submit') }).click();
  await expect(page.getByText(en('campaign.created_notice'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spring sale', level: 1 })).toBeVisible();
  await expect(page.getByTestId('campaign-status').first()).toHaveText(en('campaign.status.active'));
  await expect(page.getByTestId('campaign-items-qrCodes').getByRole('link', { name: /Window poster/ })).toBeVisible();
  await expect(page.getByTestId('campaign-items-links').getByRole('link', { name: /Spring menu/ })).toBeVisible();

  // The statistics open on the campaign's window; a phone scans the code and the open page counts it at once.
  await expect(page.getByRole('button', { name: en('stats.range_custom') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-range')).toHaveText('0');
  await expect(page.getByText(en('stats.live'), { exact: true })).toBeVisible();
  const scan = await page.request.get(code.shortUrl, { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
  expect(scan.status()).toBe(302);
  await expect(page.getByTestId('kpi-range')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByTestId('campaign-scans')).toHaveText('1');

  // The list card sums it up; the QR code's own page names its campaign.
  await page
    .getByRole('link', { name: en('campaign.back_to_list') })
    .first()
    .click();
  const card = page.getByTestId('campaign-card').filter({ hasText: 'Spring sale' });
  await expect(card.getByTestId('campaign-summary')).toHaveText('1 QR code · 1 link');
  await expect(card.getByTestId('campaign-scans')).toHaveText('1');
  await page.goto(`/qr-code/${code.id}`);
  await expect(page.getByTestId('campaign-name')).toHaveText('Spring sale');
});
