import { expect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD, text } from './helpers.js';
import { useMailServer } from './mail-server.js';

// The main e2e server sends no mail; this file starts one of its own that does, with SMTP_URL pointing at an SMTP
// server the test holds, so other e2e files are unaffected.
const port = Number(process.env.E2E_MAIL_PORT ?? 3347);
const mailUrl = `http://127.0.0.1:${port}`;
const NEW_PASSWORD = 'lantern-orbit-cascade-91';

const mailServer = useMailServer(port);

async function signUpOnMailServer(page: Page, email: string) {
  const response = await page.request.post(`${mailUrl}/api/auth/sign-up/email`, {
    headers: { origin: mailUrl },
    data: { fullName: 'Ada Lovelace', email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The reset link of the newest mail to `email`. */
async function resetLinkMailedTo(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailServer()
          .smtp.received.filter((item) => item.envelope.to.includes(email))
          .at(-1);
        link = mail?.text.match(/https?:\/\/\S+\/reset-password#[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

test('a forgotten password: ask for a link, follow it from the mail, sign in with the new password', async ({
  page,
}) => {
  const email = newEmail('reset');
  await signUpOnMailServer(page, email);
  await page.context().clearCookies();

  await page.goto(`${mailUrl}/sign-in`);
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByRole('link', { name: text('en', 'auth.forgot_link') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'auth.forgot_title') })).toBeVisible();
  // What was typed on the sign-in page came along.
  await expect(page.getByLabel(text('en', 'auth.email'))).toHaveValue(email);
  await page.getByRole('button', { name: text('en', 'auth.forgot_send') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'auth.sent_title') })).toBeVisible();

  const link = await resetLinkMailedTo(email);
  expect(link.startsWith(`${mailUrl}/reset-password#`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: text('en', 'auth.reset_title') })).toBeVisible();

  // The server's strength rules, with the reason beside the field.
  await page.getByLabel(text('en', 'auth.new_password')).fill('adalovelace');
  await page.getByRole('button', { name: text('en', 'auth.reset_submit') }).click();
  await expect(page.getByText(text('en', 'field_reasons.password_too_weak.personal'))).toBeVisible();

  await page.getByLabel(text('en', 'auth.new_password')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.reset_submit') }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(text('en', 'auth.password_reset_done'))).toBeVisible();
  await expect(page.getByLabel(text('en', 'auth.email'))).toHaveValue(email);
  await page.getByLabel(text('en', 'auth.password')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.sign_in'), exact: true }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Ada Lovelace');

  // The link worked once: opened again, it says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: text('en', 'auth.link_problem_title') })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'auth.link_problem_action') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'auth.forgot_title') })).toBeVisible();
});

test('with mail, sign-up waits for the link mailed to the address, which signs in', async ({ page }) => {
  const email = newEmail('confirm');
  await page.goto(`${mailUrl}/sign-up`);
  await page.getByLabel(text('en', 'auth.full_name')).fill('Grace Hopper');
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.sign_up'), exact: true }).click();
  await expect(page.getByRole('heading', { name: text('en', 'auth.sign_up_sent_title') })).toBeVisible();

  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailServer().smtp.received.find((item) => item.envelope.to.includes(email));
        link = mail?.text.match(/https?:\/\/\S+\/confirm-email#[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: text('en', 'auth.confirm_email_action') }).click();
  await expect(page.getByText(text('en', 'auth.confirm_email_done', { email }))).toBeVisible();
  await page.getByRole('link', { name: text('en', 'auth.confirm_email_continue') }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Grace Hopper');
});

test('without mail, "Forgot password?" says to ask the administrator', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: text('en', 'auth.forgot_link') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'auth.no_mail_title') })).toBeVisible();
  await expect(page.getByText('npm run admin -- reset-password')).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'auth.forgot_send') })).toHaveCount(0);
});
