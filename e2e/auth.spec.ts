import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD, signUp, signUpWithForm, text } from './helpers.js';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

test('sign up, keep the session over a reload, sign out, and come back to the page first asked for', async ({
  page,
}) => {
  const email = await signUpWithForm(page, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(page.getByTestId('home-greeting')).toContainText('Ada Lovelace');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/settings/account');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings%2Faccount$/);
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: text('en', 'settings.account_title') })).toBeVisible();
});

test('a wrong password and an unknown email show the same error on the form', async ({ page }) => {
  const email = await signUp(page, 'Grace Hopper');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();

  const signInAnswer = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill('not-the-password');
  let answered = signInAnswer();
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  expect((await answered).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.invalid_credentials'));
  await expect(page).toHaveURL(/\/sign-in$/);

  // An address without an account says nothing more.
  await page.getByLabel(text('en', 'auth.email')).fill(newEmail('nobody'));
  answered = signInAnswer();
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  expect((await answered).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.invalid_credentials'));
});

test('sign-up shows field errors before sending and the taken-email error after', async ({ page }) => {
  const email = await signUp(page, 'Taken Person');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();

  await page.goto('/sign-up');
  await page.getByRole('button', { name: text('en', 'auth.sign_up'), exact: true }).click();
  await expect(page.getByText(text('en', 'field_errors.required'))).toBeVisible();
  await expect(page.getByText(text('en', 'field_errors.password_too_short', { min: '8' }))).toBeVisible();

  await page.getByLabel(text('en', 'auth.full_name')).fill('Second Person');
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.sign_up'), exact: true }).click();
  await expect(page.getByText(text('en', 'field_errors.email_taken'))).toBeVisible();
});

test('when the server cannot be reached, the sign-in form says so and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(text('en', 'auth.email')).fill('offline@example.com');
  await page.getByLabel(text('en', 'auth.password')).fill(PASSWORD);
  await context.setOffline(true);
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'errors.network_error'));
  await expect(page.getByLabel(text('en', 'auth.email'))).toHaveValue('offline@example.com');
  await context.setOffline(false);
});

test('account settings: a new email needs the current password, and the password can be changed', async ({ page }) => {
  const email = await signUp(page, 'Careful Owner');
  await page.goto('/settings/account');
  const accountForm = page.getByRole('form', { name: text('en', 'settings.account_title') });
  await accountForm.getByLabel(text('en', 'auth.email')).fill(newEmail('moved'));
  await accountForm.getByLabel(text('en', 'settings.current_password')).fill('not-the-password');
  await page.getByRole('button', { name: text('en', 'common.save') }).click();
  await expect(accountForm.getByText(text('en', 'field_errors.wrong_password'))).toBeVisible();

  await page.goto('/settings/security');
  const passwordSection = page.getByRole('region', { name: text('en', 'settings.password_title') });
  await passwordSection.getByLabel(text('en', 'settings.current_password')).fill(PASSWORD);
  await passwordSection.getByLabel(text('en', 'settings.new_password')).fill('password123');
  await passwordSection.getByRole('button', { name: text('en', 'settings.change_password') }).click();
  await expect(passwordSection.getByText(text('en', 'field_errors.password_too_common'))).toBeVisible();

  await passwordSection.getByLabel(text('en', 'settings.new_password')).fill('lantern-orbit-1987');
  await passwordSection.getByRole('button', { name: text('en', 'settings.change_password') }).click();
  await expect(passwordSection.getByRole('status')).toHaveText(text('en', 'settings.password_changed'));

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('en', 'sign_out') }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill('lantern-orbit-1987');
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Careful Owner');
});

test('a Google sign-in that did not complete says so on the sign-in page', async ({ page }) => {
  await page.goto('/sign-in?error=state_not_found');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth.google_failed'));
});

test("the account's saved language wins over a language this browser chose before, at sign-in and on each load", async ({
  page,
  context,
}) => {
  const email = await signUp(page, 'Eino Leino');
  // Saved on the account (as from another device), then signed out.
  expect((await page.request.patch('/api/me', { data: { locale: 'fi' } })).status()).toBe(200);
  await page.getByTestId('user-menu').click();
  // The open app may already have read the saved language and speak Finnish.
  const signOut = new RegExp(`^(${text('en', 'sign_out')}|${text('fi', 'sign_out')})$`);
  await page.getByRole('menuitem', { name: signOut }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // On the sign-in page this browser chooses German, then signs in.
  await page.getByTestId('language-switcher').selectOption('de');
  await page.getByLabel(text('de', 'auth.email')).fill(email);
  await page.getByLabel(text('de', 'auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('de', 'auth.sign_in'), exact: true }).click();
  await expect(page.getByText(text('fi', 'home.intro'))).toBeVisible();
  const localeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value;
  expect(await localeCookie()).toBe('fi');

  // A cookie left from before on a browser that is still signed in: the app loads in the account's language.
  await context.addCookies([{ name: 'locale', value: 'de', url: 'http://127.0.0.1' }]);
  await page.reload();
  await expect(page.getByText(text('fi', 'home.intro'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect(await localeCookie()).toBe('fi');
});
