import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { signUp, text } from './helpers.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const bellName = (count: number) =>
  text('en', count === 1 ? 'notifications.bell_label_one' : 'notifications.bell_label_other', {
    count: String(count),
  });

test('a response to a public form raises the bell of an open dashboard without a reload; the settings save', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Bell Ringer');
  const form = await (await page.request.post('/api/feedback', { data: { name: 'Front desk' } })).json();
  const question = { feedbackId: form.id, text: 'How was your stay?', type: 'rating', required: true };
  expect((await page.request.post('/api/questions', { data: question })).status()).toBe(201);

  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(bellName(0));

  // A guest answers on a phone while the dashboard stays open.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, locale: 'de-DE' });
  const respondent = await phone.newPage();
  await respondent.goto(new URL(form.publicUrl).pathname);
  await respondent.waitForTimeout(1_200);
  await respondent.getByTitle('5 von 5 Sternen').click();
  await respondent.getByRole('button', { name: 'Senden' }).click();
  await expect(respondent.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await phone.close();

  await expect(bell).toHaveAccessibleName(bellName(1), { timeout: 15_000 });
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await bell.click();
  const panel = page.getByRole('region', { name: text('en', 'notifications.title') });
  const item = panel.getByRole('link', { name: text('en', 'notifications.kind_text.feedback_response') });
  await expect(item).toHaveAttribute('href', `/feedback/${form.id}/statistics`);
  // It names the form the response came to.
  await expect(item).toContainText('Front desk');
  await expectAccessible(page, 'the open bell panel');
  await panel.getByRole('button', { name: text('en', 'notifications.mark_all_read') }).click();
  await expect(bell).toHaveAccessibleName(bellName(0));
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await panel.getByRole('link', { name: text('en', 'notifications.settings_link') }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const milestones = page.getByRole('checkbox', { name: text('en', 'notifications.in_app') }).nth(1);
  await expect(milestones).toBeChecked();
  await expectAccessible(page, 'notification settings');
  await milestones.uncheck();
  await page.getByRole('button', { name: text('en', 'common.save') }).click();
  await expect(page.getByText(text('en', 'notifications.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: text('en', 'notifications.in_app') }).nth(1)).not.toBeChecked();
  const saved = await (await page.request.get('/api/notifications/settings')).json();
  expect(saved.kinds).toContainEqual({ kind: 'milestone', inApp: false, email: 'instant' });
});
