import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import vCard from 'vcf';
import { expectAccessible } from './a11y.js';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** /page/new: a name and a type tile; the editor of the new draft opens. */
async function createPage(page: Page, name: string, type: string): Promise<string> {
  await page.goto('/pages');
  await page
    .getByRole('main')
    .getByRole('link', { name: en('page.create') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: en('page.new_title'), level: 1 })).toBeVisible();
  // The first type that can be chosen is chosen in advance.
  await expect(page.getByRole('radio', { name: en('page_type.business-page') })).toBeChecked();
  await page.getByLabel(en('page.name'), { exact: true }).fill(name);
  await page.getByRole('radio', { name: en(`page_type.${type}`) }).check();
  await page.getByRole('button', { name: en('page.create_submit') }).click();
  await expect(page.getByRole('heading', { name: en('page.edit_title'), level: 1 })).toBeVisible();
  await expect(page.getByText(en('page.created_notice'))).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function save(page: Page) {
  await page.getByRole('button', { name: en('common.save') }).click();
}

/** The page's screen after a save: its phone preview, exactly 322 × 519, showing the real public page. */
async function expectPreview(page: Page, heading: string) {
  await expect(page.getByText(en('settings.saved'))).toBeVisible();
  const screen = page.getByTestId('phone-screen');
  await expect(screen).toBeVisible();
  const box = await screen.boundingBox();
  expect(box).toMatchObject({ width: 322, height: 519 });
  const preview = page.frameLocator('[data-testid="phone-preview"]');
  await expect(preview.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return preview;
}

/** The visitor: a phone, JavaScript off, English. */
async function phoneWithoutJavaScript(browser: Browser) {
  return browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    locale: 'en-GB',
    isMobile: true,
    hasTouch: true,
  });
}

test('a vCard page is made in the editor, previewed on a phone, read without JavaScript and saved to contacts', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'Card Owner');
  await page.goto('/pages');
  await expect(page.getByText(en('page.empty_title'))).toBeVisible();
  await expectAccessible(page, 'pages, empty');
  const id = await createPage(page, 'Business card', 'vcard');
  await expectAccessible(page, 'vCard editor');

  // Published without a name: the error stands beside the first name and the editor stays open.
  await page.getByRole('switch', { name: en('page.editor.published') }).check();
  await save(page);
  const firstName = page.getByLabel(en('qr_designer.payload.firstName'), { exact: true });
  await expect(firstName).toHaveAccessibleDescription(en('field_errors.required'));
  await expect(page).toHaveURL(new RegExp(`/page/edit/${id}$`));

  await page.getByLabel(en('page.editor.title'), { exact: true }).fill('Ada Lovelace');
  await firstName.fill('Ada');
  await page.getByLabel(en('qr_designer.payload.lastName'), { exact: true }).fill('Lovelace');
  await page.getByLabel(en('qr_designer.payload.organization'), { exact: true }).fill('Analytical Engines Ltd');
  await page.getByLabel(en('qr_designer.payload.mobile'), { exact: true }).fill('+44 20 7946 0958');
  await page.getByLabel(en('qr_designer.payload.email'), { exact: true }).fill('ada@example.com');
  await save(page);

  await expect(page).toHaveURL(new RegExp(`/page/${id}$`));
  await expect(page.getByRole('heading', { name: 'Business card', level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-status')).toHaveText(en('page.published'));
  const preview = await expectPreview(page, 'Ada Lovelace');
  await expect(preview.getByText('Analytical Engines Ltd')).toBeVisible();
  const publicUrl = new URL((await page.getByTestId('public-url').getAttribute('href')) ?? '');
  expect(publicUrl.pathname).toBe(`/p/${id}`);

  const phone = await phoneWithoutJavaScript(browser);
  const visitor = await phone.newPage();
  await visitor.goto(publicUrl.pathname);
  await expect(visitor.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Analytical Engines Ltd')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
    'href',
    'mailto:ada@example.com',
  );
  // Nothing wider than the phone: no sideways scrolling.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const downloading = visitor.waitForEvent('download');
  await visitor.locator(`a[href$="/p/${id}/contact.vcf"]`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Ada Lovelace.vcf');
  const file = await readFile((await download.path()) ?? '', 'utf8');
  expect(file.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  const [card, ...more] = vCard.parse(file);
  expect(more).toEqual([]);
  expect(card?.version).toBe('3.0');
  expect(card?.get('fn')?.valueOf()).toBe('Ada Lovelace');
  expect(card?.get('org')?.valueOf()).toBe('Analytical Engines Ltd');
  expect(card?.get('email')?.valueOf()).toBe('ada@example.com');
  await phone.close();
});

test('a Wi-Fi page refuses a short password beside it, then shows the network on a phone without JavaScript', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'Cafe Owner');
  const id = await createPage(page, 'Guest Wi-Fi', 'wifi');

  // A draft's screen says it is not published instead of showing the visitors' notice.
  await page.goto(`/page/${id}`);
  await expect(page.getByTestId('page-status')).toHaveText(en('page.draft'));
  await expect(page.getByText(en('page.preview_draft_title'))).toBeVisible();
  await expect(page.getByTestId('phone-preview')).toHaveCount(0);
  await expectAccessible(page, 'draft page');
  await page.getByRole('link', { name: en('page.preview_fill') }).click();

  await page.getByLabel(en('qr_designer.payload.ssid'), { exact: true }).fill('Cafe Guests');
  const password = page.getByLabel(en('qr_designer.payload.password'), { exact: true });
  await password.fill('short');
  await page.getByRole('switch', { name: en('page.editor.published') }).check();
  await save(page);
  await expect(password).toHaveAccessibleDescription(en('field_errors.too_short'));
  await expect(page).toHaveURL(new RegExp(`/page/edit/${id}$`));
  await password.fill('coffee-and-cake');
  // A latitude without its longitude is refused too, on the longitude.
  await page.getByLabel(en('page.editor.latitude'), { exact: true }).fill('54,32');
  await save(page);
  await expect(page.getByLabel(en('page.editor.longitude'), { exact: true })).toHaveAccessibleDescription(
    en('field_errors.required'),
  );
  await page.getByLabel(en('page.editor.longitude'), { exact: true }).fill('10.13');
  await save(page);

  await expect(page).toHaveURL(new RegExp(`/page/${id}$`));
  const preview = await expectPreview(page, 'Guest Wi-Fi');
  await expect(preview.getByText('Cafe Guests')).toBeVisible();
  await expect(page.getByRole('link', { name: en('page.qr_create') })).toHaveAttribute(
    'href',
    `/qr-code/new?type=website&pageId=${id}`,
  );

  await page.goto('/pages');
  const card = page.getByTestId('page-card').filter({ hasText: 'Guest Wi-Fi' });
  await expect(card.getByText(en('page_type.wifi'), { exact: true })).toBeVisible();
  await expect(card.getByTestId('page-status')).toHaveText(en('page.published'));

  const phone = await phoneWithoutJavaScript(browser);
  const visitor = await phone.newPage();
  await visitor.goto(`/p/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Guest Wi-Fi', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Cafe Guests')).toBeVisible();
  await expect(visitor.getByText('coffee-and-cake')).toBeVisible();
  // The copy buttons need JavaScript: without it they stay out of the way, the password stays readable.
  await expect(visitor.getByRole('button')).toHaveCount(0);
  await phone.close();
});
