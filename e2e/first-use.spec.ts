import { expect, test, type Page } from '@playwright/test';
import { signUp, text } from './helpers.js';

// What a new user ran into on their first day: secrets in clear, a page left scrolled away from its message,
// words broken anywhere, names missing from the feed, expired links unmarked.
const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

async function createWifiCode(page: Page, password: string) {
  const made = await page.request.post('/api/qr-codes', {
    data: {
      name: 'Guest Wi-Fi',
      type: 'wifi',
      qrClass: 'static',
      payload: { kind: 'wifi', ssid: 'Harbour Café', security: 'WPA', password },
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()) as { id: string };
}

test('a Wi-Fi password stays hidden on the list and the code’s page until shown, by keyboard too', async ({ page }) => {
  await signUp(page, 'Cafe Owner');
  const code = await createWifiCode(page, 's3cret-Pass');

  await page.goto('/qr-codes');
  const card = page.getByTestId('qr-card').filter({ hasText: 'Guest Wi-Fi' });
  await expect(card.getByTestId('qr-card-content')).toContainText('Harbour Café');
  await expect(card).not.toContainText('s3cret-Pass');
  expect(await card.getByTestId('qr-card-content').getAttribute('title')).not.toContain('s3cret-Pass');
  const reveal = card.getByRole('button', { name: en('qr_code.show_password_of', { name: 'Guest Wi-Fi' }) });
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  await reveal.focus();
  await page.keyboard.press('Enter');
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('qr-card-content')).toContainText('s3cret-Pass');

  await page.goto(`/qr-code/${code.id}`);
  const content = page.getByTestId('qr-encoded');
  await expect(content).toContainText('S:Harbour Café');
  await expect(content).not.toContainText('s3cret-Pass');
  const show = page.getByRole('button', { name: en('qr_code.show_password') });
  await show.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(content).toContainText('P:s3cret-Pass;');
  await show.click();
  await expect(content).not.toContainText('s3cret-Pass');
});

test('after "Create QR code" the new code’s page opens at its top, with its message in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'Poster Printer');
  await page.goto('/qr-code/new');
  await page.getByRole('radio', { name: en('qr_type.link') }).check();
  await page.getByRole('radio', { name: en('qr_designer.target.kind_url') }).check();
  await page.getByLabel(en('qr_designer.target.url_label')).fill('example.com/menu');
  await page.getByLabel(en('qr_designer.name.label')).fill('Table sticker');
  const create = page.getByRole('button', { name: en('qr_designer.create') });
  await create.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await create.click();
  await expect(page).toHaveURL(/\/qr-code\/[\w-]+$/);
  await expect(page.getByText(en('qr_code.created_notice'))).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('long words hyphenate by the interface language, which the page’s lang follows', async ({ page }) => {
  await signUp(page, 'Lena Schmidt');
  // The language saved on the account is the one a signed-in person sees (an old cookie does not override it).
  expect((await page.request.patch('/api/me', { data: { locale: 'de' } })).status()).toBe(200);
  await page.goto('/links');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text('de', 'link.title'));
  expect(await heading.evaluate((element) => getComputedStyle(element).hyphens)).toBe('auto');
  expect(await heading.evaluate((element) => getComputedStyle(element).overflowWrap)).toBe('break-word');

  expect((await page.request.patch('/api/me', { data: { locale: 'ee' } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ee', 'link.title'));
});

test('an expired link is marked on the list and on its page', async ({ page }) => {
  await signUp(page, 'Season Planner');
  const expiresAt = new Date(Date.now() + 2_000).toISOString();
  const made = await page.request.post('/api/links', {
    data: { name: 'Winter sale', url: 'https://example.com/winter', expiresAt },
  });
  expect(made.status()).toBe(201);
  const link = (await made.json()) as { id: string };
  const lasting = await page.request.post('/api/links', { data: { name: 'Menu', url: 'https://example.com/menu' } });
  expect(lasting.status()).toBe(201);
  await page.waitForTimeout(2_500);

  await page.goto('/links');
  const expired = page.getByRole('article').filter({ hasText: 'Winter sale' });
  await expect(expired.getByTestId('link-expired')).toHaveText(en('link.expired_badge'));
  await expect(page.getByRole('article').filter({ hasText: 'Menu' }).getByTestId('link-expired')).toHaveCount(0);
  await page.goto(`/link/${link.id}`);
  await expect(page.getByTestId('link-expired')).toHaveText(en('link.expired_badge'));
});

test('the home feed names the QR code scanned', async ({ page }) => {
  await signUp(page, 'Menu Maker');
  const made = await page.request.post('/api/qr-codes', {
    data: { name: 'Menu card', type: 'link', target: { kind: 'url', url: 'https://example.com/menu' } },
  });
  expect(made.status()).toBe(201);
  const code = (await made.json()) as { shortUrl: string };
  const scan = await page.request.get(code.shortUrl, { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
  expect(scan.status()).toBe(302);

  await page.goto('/');
  const feed = page.getByRole('region', { name: en('home.live_feed') });
  await expect(feed.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  await expect(feed.getByRole('listitem')).toContainText('Menu card');
  await expect(feed).not.toContainText(en('home.a_qr_code'));
});

test('an avatar shows a whole emoji, and the menu is named without it', async ({ page }) => {
  await signUp(page, '🌻 Ada Sun');
  const menu = page.getByTestId('user-menu');
  await expect(menu).toHaveText('🌻A');
  await expect(menu).toHaveAccessibleName(en('nav.user_menu_of', { name: '🌻 Ada Sun' }));
});
