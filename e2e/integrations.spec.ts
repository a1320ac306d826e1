import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

test('a read-only API key: created, copied once, reads but cannot write, and stops working when revoked', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-write']);
  // The product's Permissions-Policy denies reading the clipboard (it never does), so the test sees what the copy
  // button writes as it writes it.
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (copied: string) => {
      (window as unknown as { copied?: string }).copied = copied;
      return write(copied);
    };
  });
  await signUp(page, 'Script Writer');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/account$/);
  await page
    .getByRole('navigation', { name: en('settings.nav_label') })
    .getByRole('link', { name: en('settings.section_integrations') })
    .click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByText(en('api_keys.empty_title'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('api_keys.docs_link') })).toHaveAttribute('href', '/api/docs');
  await expectAccessible(page, 'integrations, no keys');

  const form = page.getByRole('form', { name: en('api_keys.create_title') });
  await form.getByLabel(en('api_keys.name'), { exact: true }).fill('Reporting script');
  await form.getByRole('radio', { name: en('roles.viewer') }).check();
  await form.getByRole('button', { name: en('api_keys.create') }).click();

  // The secret is shown this once, in full, with a warning, and copies to the clipboard.
  const panel = page.getByRole('region', { name: en('api_keys.secret_title', { name: 'Reporting script' }) });
  await expect(panel).toBeFocused();
  await expect(panel.getByText(en('api_keys.secret_warning'))).toBeVisible();
  const secret = (await panel.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^sl_[A-Za-z0-9_-]{20,}$/);
  await expect(panel.getByText(`Authorization: Bearer ${secret}`)).toBeVisible();
  await panel.getByRole('button', { name: en('api_keys.copy_secret') }).click();
  await expect(panel.getByText(en('common.copied'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(secret);
  await expectAccessible(page, 'integrations, new secret');

  // Listed by its name and the first characters of the secret, never used yet.
  const row = page.getByRole('row').filter({ hasText: 'Reporting script' });
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await expect(row).toContainText(en('roles.viewer'));
  await expect(row).toContainText(en('api_keys.never_used'));
  await panel.getByRole('button', { name: en('api_keys.done') }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

  // The key works without any session (a fresh request context): reading yes, writing no.
  const bearer = { authorization: `Bearer ${secret}` };
  expect((await request.get('/api/links', { headers: bearer })).status()).toBe(200);
  const write = await request.post('/api/links', {
    headers: bearer,
    data: { name: 'Sneaky', url: 'https://example.com' },
  });
  expect(write.status()).toBe(403);

  await row.getByRole('button', { name: en('api_keys.revoke_named', { name: 'Reporting script' }) }).click();
  const dialog = page.getByRole('dialog', { name: en('api_keys.revoke_title') });
  await expect(dialog).toContainText('Reporting script');
  await dialog.getByRole('button', { name: en('api_keys.revoke_confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('api_keys.revoked'))).toBeVisible();
  await expect(page.getByText(en('api_keys.empty_title'))).toBeVisible();
  expect((await request.get('/api/links', { headers: bearer })).status()).toBe(401);
});

test('a key needs a name; the error is shown beside the field and nothing is created', async ({ page }) => {
  await signUp(page, 'Hasty Person');
  await page.goto('/settings/integrations');
  const form = page.getByRole('form', { name: en('api_keys.create_title') });
  await form.getByRole('button', { name: en('api_keys.create') }).click();
  const name = form.getByLabel(en('api_keys.name'), { exact: true });
  await expect(form.getByText(en('field_errors.required'))).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en('api_keys.empty_title'))).toBeVisible();
});
