import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// jsqr is CommonJS: the default import is its module.exports, whose `default` is the function.
const jsQR = jsQRModule.default;

async function decodePng(bytes: Buffer): Promise<string | null> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test('a code designed with a gradient and a logo passes the scan check, downloads as a PNG that decodes, and counts its scans live', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'Poster Printer');
  await page.goto('/qr-code/new');
  await expect(page.getByRole('heading', { name: en('qr_designer.new_title'), level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: en('qr_type.link') }).check();
  await page.getByRole('radio', { name: en('qr_designer.target.kind_url') }).check();
  await page.getByLabel(en('qr_designer.target.url_label')).fill('example.com/menu');
  await page.getByLabel(en('qr_designer.name.label')).fill('Table sticker');
  await page.getByRole('radio', { name: en('qr_designer.colors.linear') }).check();
  const logo = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#e11d48' } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: en('qr_designer.logo.current_alt') })).toBeVisible();

  // The check of the very design with the logo and the gradient, live beside the preview.
  await expect(page.getByText(en('qr_designer.check.passed'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: en('qr_designer.create') }).click();
  await expect(page).toHaveURL(/\/qr-code\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Table sticker', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: en('qr_code.download.open') }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download-link').click()]);
  expect(download.suggestedFilename()).toMatch(/^table-sticker-.*\.png$/);
  // The code carries its address in upper case (all of it in the QR alphanumeric mode).
  const encoded = ((await page.getByTestId('qr-short-url').textContent()) ?? '').trim().toUpperCase();
  expect(encoded).toMatch(/^HTTP:\/\/.+\/Q\/[2-9A-Z]{8}$/);
  expect(await decodePng(readFileSync(await download.path()))).toBe(encoded);
  await page.keyboard.press('Escape');

  // A phone scans the printed code; the open page counts it without a reload.
  await expect(page.getByTestId('qr-scans')).toHaveText('0');
  const scan = await page.request.get(encoded, { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe('https://example.com/menu');
  await expect(page.getByTestId('qr-scans')).toHaveText('1', { timeout: 15_000 });
});

test('the edit screen shows the link a code leads to, chosen in the link picker once the links have loaded', async ({
  page,
}) => {
  await signUp(page, 'Menu Editor');
  const made = await page.request.post('/api/links', {
    data: { name: 'Spring menu', url: 'https://example.com/spring' },
  });
  const link = (await made.json()) as { id: string };
  const created = await page.request.post('/api/qr-codes', {
    data: { name: 'Table sticker', type: 'link', target: { kind: 'link', linkId: link.id } },
  });
  const qr = (await created.json()) as { id: string };

  await page.goto(`/qr-code/edit/${qr.id}`);
  const picker = page.getByLabel(en('qr_designer.target.link_label'), { exact: true });
  await expect(picker).toHaveValue(link.id);
  await expect(picker.locator('option:checked')).toHaveText('Spring menu — https://example.com/spring');
});
