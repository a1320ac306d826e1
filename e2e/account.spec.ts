import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

// The browser's own zone: an account made without one takes it on its first signed-in screen.
test.use({ timezoneId: 'Europe/Helsinki' });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

test('account settings: a picture, phone, country and time zone, with a bad phone shown beside its field', async ({
  page,
}) => {
  await signUp(page, 'Profile Keeper');
  await page.goto('/settings/account');
  const form = page.getByRole('form', { name: en('settings.account_title') });
  const zone = form.getByLabel(en('settings.time_zone'), { exact: true });
  const pictureSection = page.getByRole('region', { name: en('settings.avatar_label') });
  await expect(zone).toHaveValue('Europe/Helsinki');

  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(pictureSection.getByRole('status')).toHaveText(en('settings.avatar_saved'));
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^\/api\/me\/avatar\?v=/);

  await form.getByLabel(en('billing.phone')).fill('call me');
  await form.getByRole('button', { name: en('common.save') }).click();
  await expect(form.getByText(en('field_errors.invalid_phone'))).toBeVisible();

  await form.getByLabel(en('billing.phone')).fill('+358 9 123 4567');
  await form.getByLabel(en('billing.country')).selectOption('FI');
  await form.getByLabel(en('settings.time_zone_search')).fill('tokyo');
  await zone.selectOption('Asia/Tokyo');
  await form.getByRole('button', { name: en('common.save') }).click();
  await expect(form.getByRole('status')).toHaveText(en('settings.saved'));

  await page.reload();
  await expect(page.getByRole('region', { name: en('settings.avatar_label') }).locator('img')).toBeVisible();
  const reloaded = page.getByRole('form', { name: en('settings.account_title') });
  await expect(reloaded.getByLabel(en('billing.phone'))).toHaveValue('+358 9 123 4567');
  await expect(reloaded.getByLabel(en('billing.country'))).toHaveValue('FI');
  await expect(reloaded.getByLabel(en('settings.time_zone'), { exact: true })).toHaveValue('Asia/Tokyo');

  await pictureSection.getByRole('button', { name: en('settings.avatar_remove') }).click();
  await expect(pictureSection.getByRole('status')).toHaveText(en('settings.avatar_removed'));
  await expect(page.getByTestId('user-menu').locator('img')).toHaveCount(0);

  // The billing form starts from the account's phone and country, as changes to save.
  await page.goto('/settings/billing');
  const billing = page.getByRole('form', { name: en('billing.form_label') });
  await expect(billing.getByLabel(en('billing.phone'))).toHaveValue('+358 9 123 4567');
  await expect(billing.getByText(en('billing.prefilled_from_account'))).toBeVisible();
  await expect(billing.getByRole('button', { name: en('common.save') })).toBeEnabled();
});
