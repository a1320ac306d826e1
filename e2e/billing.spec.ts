import { expect, test } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
});

test('billing: the trial and its days left, the plan and the company details saved for real', async ({ page }) => {
  await signUp(page, 'Invoice Keeper');
  await page.goto('/settings/account');
  await page
    .getByRole('navigation', { name: en('settings.nav_label') })
    .getByRole('link', { name: en('settings.section_billing') })
    .click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByRole('heading', { name: en('billing.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(en('billing.no_payment_method'))).toBeVisible();
  const trial = page.getByRole('region', { name: en('billing.trial_title') });
  await expect(trial).toContainText(`15 ${en('billing.trial_days_left')}`);

  const form = page.getByRole('form', { name: en('billing.form_label') });
  await expect(form.getByLabel(new RegExp(`^${en('billing.plan_standard')}`))).toBeChecked();
  // The plans read as monthly subscriptions, with the plan in use marked.
  const standard = form.locator('label', { hasText: en('billing.plan_standard') });
  await expect(standard).toContainText(en('billing.price_per_month', { price: '$5.00' }));
  await expect(standard).toContainText(en('billing.support_time', { days: '4–10' }));
  await expect(standard.getByTestId('billing-current-plan')).toHaveText(en('billing.current_plan'));
  await expect(form.locator('label', { hasText: en('billing.plan_express') })).toContainText(
    en('billing.price_per_month', { price: '$16.00' }),
  );
  await expect(form.getByTestId('billing-current-plan')).toHaveCount(1);
  const save = form.getByRole('button', { name: en('common.save') });
  await expect(save).toBeDisabled();

  await form.getByLabel(new RegExp(`^${en('billing.plan_express')}`)).check();
  await form.getByLabel(en('billing.company')).fill('Harbour Café Ltd.');
  await form.getByLabel(en('billing.address')).fill('12 Quay Street');
  await form.getByLabel(en('billing.postal_code')).fill('BS1 4DJ');
  await form.getByLabel(en('billing.city')).fill('Bristol');
  await form.getByLabel(en('billing.country')).selectOption({ label: 'United Kingdom' });
  await form.getByLabel(en('billing.phone')).fill('+44 117 496 0000');
  await save.click();
  await expect(form.getByRole('status')).toHaveText(en('settings.saved'));

  await page.reload();
  const reloaded = page.getByRole('form', { name: en('billing.form_label') });
  await expect(reloaded.getByLabel(new RegExp(`^${en('billing.plan_express')}`))).toBeChecked();
  await expect(
    reloaded.locator('label', { hasText: en('billing.plan_express') }).getByTestId('billing-current-plan'),
  ).toBeVisible();
  await expect(reloaded.getByLabel(en('billing.company'))).toHaveValue('Harbour Café Ltd.');
  await expect(reloaded.getByLabel(en('billing.country'))).toHaveValue('GB');
  await expect(reloaded.getByLabel(en('billing.phone'))).toHaveValue('+44 117 496 0000');
});

test('billing: a phone that is not one is shown beside its field, and nothing is saved', async ({ page }) => {
  await signUp(page, 'Typo Maker');
  await page.goto('/settings/billing');
  const form = page.getByRole('form', { name: en('billing.form_label') });
  await form.getByLabel(en('billing.company')).fill('Typo Ltd.');
  const phone = form.getByLabel(en('billing.phone'));
  await phone.fill('call me');
  await form.getByRole('button', { name: en('common.save') }).click();
  await expect(form.getByText(en('field_errors.invalid_phone'))).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  const stored = await page.request.get('/api/billing');
  expect((await stored.json()).company).toBeNull();
  await expect(form.getByLabel(en('billing.company'))).toHaveValue('Typo Ltd.');
});
