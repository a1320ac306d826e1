import { expect, test } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

test('a location refuses a coordinate that is no number, shows its pin on the built-in world map, and lists the QR code placed there from the QR form', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'Shop Keeper');
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: en('location.empty_title') })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: en('location.create') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: en('location.new_title'), level: 1 })).toBeVisible();

  // A latitude past the pole and a longitude in words: each refused beside its field, nothing saved.
  await page.getByLabel(en('location.name')).fill('Main street shop');
  await page.getByLabel(en('location.address')).fill('Hauptstraße 1, Berlin');
  const latitude = page.getByLabel(en('location.latitude'));
  const longitude = page.getByLabel(en('location.longitude'));
  await latitude.fill('95');
  await longitude.fill('thirteen');
  await page.getByRole('button', { name: en('location.create_submit') }).click();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en('field_errors.latitude_range'))).toBeVisible();
  await expect(page.getByText(en('location.coordinate_invalid'))).toBeVisible();
  await expect(page).toHaveURL(/\/location\/new$/);

  // Fixed as people type them: a decimal comma, spaces around.
  await latitude.fill(' 52,520008 ');
  await longitude.fill('13.404954');
  await page.getByRole('button', { name: en('location.create_submit') }).click();
  await expect(page.getByRole('heading', { name: 'Main street shop', level: 1 })).toBeVisible();
  await expect(page.getByText(en('location.created_notice'))).toBeVisible();
  await expect(page.getByTestId('location-coordinates')).toHaveText('52.520008° N, 13.404954° E');

  // No MAP_TILE_URL here: the map draws the countries the product ships, with the pin, and calls nobody.
  const map = page.getByRole('application', { name: en('location.map_label', { name: 'Main street shop' }) });
  await expect(map).toHaveAttribute('data-map-mode', 'world');
  await expect(map.locator('.location-pin')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  await expect(page.getByText(en('location.map_builtin'))).toBeVisible();
  // The zoom buttons are in the tab order right after the map.
  await map.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en('location.map_zoom_in') })).toBeFocused();
  await expect(page.getByText(en('location.placed_none'))).toBeVisible();

  // From the location's page to a new QR code placed there, chosen in the QR form's location picker.
  await page.getByRole('link', { name: en('location.place_new_code') }).click();
  await expect(page.getByRole('heading', { name: en('qr_designer.new_title'), level: 1 })).toBeVisible();
  const picker = page.getByLabel(en('location.picker_label'), { exact: true });
  await expect(picker.locator('option:checked')).toHaveText('Main street shop');
  await page.getByRole('radio', { name: en('qr_type.link') }).check();
  await page.getByRole('radio', { name: en('qr_designer.target.kind_url') }).check();
  await page.getByLabel(en('qr_designer.target.url_label')).fill('example.com/menu');
  await page.getByLabel(en('qr_designer.name.label')).fill('Door sticker');
  await expect(page.getByText(en('qr_designer.check.passed'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: en('qr_designer.create') }).click();
  await expect(page.getByRole('heading', { name: 'Door sticker', level: 1 })).toBeVisible();

  // The code's facts name its place, which leads back to the location, where the code is listed.
  await page.getByRole('link', { name: 'Main street shop' }).click();
  await expect(page.getByRole('heading', { name: 'Main street shop', level: 1 })).toBeVisible();
  const placed = page.getByTestId('placed-qr-codes');
  await expect(placed.getByRole('link', { name: /Door sticker/ })).toBeVisible();

  // Deleting says what is placed there, and that it stays.
  await page.getByRole('button', { name: en('location.delete') }).click();
  const dialog = page.getByRole('dialog', { name: en('location.delete_title') });
  await expect(dialog).toContainText(en('location.delete_attached', { codes: '1', events: '0' }));
  await dialog.getByRole('button', { name: en('location.delete_confirm') }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByText(en('location.deleted'))).toBeVisible();
});
