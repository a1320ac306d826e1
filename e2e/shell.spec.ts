import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, text } from './helpers.js';

test('switching language on the sign-in page changes the texts and survives a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: text('en', 'auth.sign_in_title') })).toBeVisible();

  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page.getByRole('heading', { name: text('de', 'auth.sign_in_title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(page.getByRole('heading', { name: text('de', 'auth.sign_in_title') })).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'locale');
  expect(cookie).toMatchObject({ value: 'de', path: '/' });
});

test('without a cookie the browser language is used, and a language we lack falls back to Turkish', async ({
  browser,
}) => {
  const finnish = await browser.newContext({ locale: 'fi-FI' });
  const finnishPage = await finnish.newPage();
  await finnishPage.goto('/sign-in');
  await expect(finnishPage.getByRole('heading', { name: text('fi', 'auth.sign_in_title') })).toBeVisible();
  await finnish.close();

  const japanese = await browser.newContext({ locale: 'ja-JP' });
  const japanesePage = await japanese.newPage();
  await japanesePage.goto('/sign-in');
  await expect(japanesePage.getByRole('heading', { name: text('tr', 'auth.sign_in_title') })).toBeVisible();
  await japanese.close();
});

test('the user menu switches the language of the whole app', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  await signUp(page, 'Marie Curie');
  // By keyboard, as a screen-reader user would: open the menu, enter the language submenu, choose French.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').focus();
  await page.keyboard.press('ArrowRight');
  const french = page.getByRole('menuitemradio', { name: 'Français' });
  await french.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('home-greeting')).toContainText('Marie Curie');
  await expect(page.getByText(text('fr', 'home.intro'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text('fr', 'home.intro'))).toBeVisible();
});

test('on a phone the sidebar overlay opens, shows the workspace and the user, and closes', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await phone.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  const page = await phone.newPage();
  await signUp(page, 'Alan Turing');

  const overlay = page.getByTestId('mobile-sidebar');
  await expect(overlay).toBeHidden();
  await page.getByRole('button', { name: text('en', 'nav.open_menu') }).click();
  await expect(overlay).toBeVisible();
  // The workspace switcher on top (the personal workspace is named after its person), the person at the foot.
  await expect(overlay.getByTestId('workspace-switcher')).toContainText('Alan Turing');
  const footer = overlay.getByRole('link', { name: /Alan Turing/ });
  await expect(footer).toContainText(text('en', 'nav.account_settings'));
  await overlay.getByRole('button', { name: text('en', 'nav.close_menu') }).click();
  await expect(overlay).toBeHidden();

  await page.getByRole('button', { name: text('en', 'nav.open_menu') }).click();
  await overlay.getByRole('link', { name: text('en', 'panel') }).click();
  await expect(overlay).toBeHidden();
  await page.screenshot({ path: 'test-results/phone-home.png' });
  await phone.close();
});

test('an unknown path shows the not-found screen with a way home', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'not_found.title') })).toBeVisible();
  await expect(page.getByText(text('en', 'not_found.description'))).toBeVisible();
  await page.getByRole('link', { name: text('en', 'not_found.home_link') }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('account settings save the profile for real and show a taken email beside its field', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  const takenEmail = await signUp(page, 'First Account');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();
  // Signed out for good before the next account signs up: a late sign-out answer would clear its session.
  await expect(page).toHaveURL(/\/sign-in$/);
  await signUp(page, 'Second Account');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'your_profile') }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await page.getByLabel(text('en', 'auth.full_name')).fill('Renamed Account');
  await page.getByRole('button', { name: text('en', 'common.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('en', 'settings.saved') })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu').getByText('Renamed Account')).toBeVisible();
  await page.keyboard.press('Escape');

  const accountForm = page.getByRole('form', { name: text('en', 'settings.account_title') });
  await accountForm.getByLabel(text('en', 'auth.email')).fill(takenEmail);
  // A new email needs the current password; its field appears once the email differs.
  await accountForm.getByLabel(text('en', 'settings.current_password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'common.save') }).click();
  await expect(page.getByText(text('en', 'field_errors.email_taken'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(text('en', 'auth.email'))).not.toHaveValue(takenEmail);
});

test('keyboard only: sign in with Tab and Enter, then skip straight to the content', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  const email = await signUp(page, 'Keyboard User');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();

  await page.getByLabel(text('en', 'auth.email')).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('correct-horse-42');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('home-greeting')).toContainText('Keyboard User');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('en', 'nav.skip_to_content') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
