import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { PASSWORD, signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

test('another browser is listed, signed out from here, and finds itself at the sign-in page', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, 'Two Browsers');
  // The same person on a phone: a second browser context with its own cookies.
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/sign-in');
  await phonePage.getByLabel(en('auth.email')).fill(email);
  await phonePage.getByLabel(en('auth.password')).fill(PASSWORD);
  await phonePage.getByRole('button', { name: en('auth.sign_in'), exact: true }).click();
  await expect(phonePage.getByTestId('home-greeting')).toBeVisible();

  await page.goto('/settings/security');
  const sessions = page.getByRole('region', { name: en('security.sessions_title') });
  const rows = sessions.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(en('security.this_device'));
  await expect(rows.nth(1)).toContainText('Mobile Safari');
  await expectAccessible(page, 'security, two sessions');

  await rows
    .nth(1)
    .getByRole('button', { name: /Mobile Safari/ })
    .click();
  await expect(sessions.getByText(en('security.signed_out_one'))).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(sessions.getByText(en('security.only_this_device'))).toBeVisible();

  // The phone's next visit finds no session.
  await phonePage.goto('/links');
  await expect(phonePage).toHaveURL(/\/sign-in/);
  await phone.close();
});

test('deleting the account asks for the password, shows a wrong one on its field, then deletes everything', async ({
  page,
  request,
}) => {
  const email = await signUp(page, 'Leaving Soon');
  await page.goto('/link/new');
  await page.getByLabel(en('link.name'), { exact: true }).fill('Last link');
  await page.getByLabel(en('link.url'), { exact: true }).fill('https://example.com/last');
  const hash = await page.getByLabel(en('link.hash'), { exact: true }).inputValue();
  await page.getByRole('button', { name: en('link.create'), exact: true }).click();
  await expect(page.getByText(en('link.created_notice'))).toBeVisible();
  expect((await request.get(`/r/${hash}`, { maxRedirects: 0 })).status()).toBe(302);

  await page.goto('/settings/security');
  await page.getByRole('button', { name: en('security.delete_button') }).click();
  const dialog = page.getByRole('dialog', { name: en('security.delete_confirm_title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'security, delete dialog');
  await dialog.getByLabel(en('settings.current_password')).fill('not-my-password');
  await dialog.getByRole('button', { name: en('security.delete_confirm_button') }).click();
  await expect(dialog.getByText(en('field_errors.wrong_password'))).toBeVisible();

  await dialog.getByLabel(en('settings.current_password')).fill(PASSWORD);
  await dialog.getByRole('button', { name: en('security.delete_confirm_button') }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(en('security.account_deleted'))).toBeVisible();
  expect((await request.get(`/r/${hash}`, { maxRedirects: 0 })).status()).toBe(404);

  // The account is gone: signing in with it fails.
  await page.getByLabel(en('auth.email')).fill(email);
  await page.getByLabel(en('auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: en('auth.sign_in'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(en('errors.invalid_credentials'));
});
