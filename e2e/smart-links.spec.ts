import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Adds a rule through the editor: a language and an operating system, and where it leads. */
async function addRule(page: Page, section: Locator, rule: { language: string; os: string; url: string }) {
  await section.getByRole('button', { name: en('smart.rules.add') }).click();
  const addCondition = async (kind: string) => {
    await section.getByLabel(en('smart.rule.condition_kind'), { exact: true }).selectOption(kind);
    await section.getByRole('button', { name: en('smart.rule.add_condition') }).click();
  };
  await addCondition('language');
  await section.getByLabel(en('smart.condition.search_language'), { exact: true }).fill(rule.language);
  await section.getByRole('checkbox', { name: rule.language, exact: true }).check();
  await addCondition('os');
  await section
    .getByRole('group', { name: en('smart.condition.os_values') })
    .getByRole('checkbox', { name: rule.os, exact: true })
    .check();
  await section.getByLabel(en('smart.rule.url'), { exact: true }).fill(rule.url);
  await section.getByRole('button', { name: en('smart.rule.done') }).click();
  // Closed, the rule reads as a sentence.
  await expect(section.getByText(`the browser language is ${rule.language}`, { exact: false })).toBeVisible();
}

test('rules built for a QR code are tried in the tester, and an iPhone in German and an Android phone in Turkish land apart', async ({
  page,
}) => {
  test.slow();
  await signUp(page, 'Poster Maker');
  await page.goto('/qr-code/new');
  await page.getByRole('radio', { name: en('qr_type.link') }).check();
  await page.getByRole('radio', { name: en('qr_designer.target.kind_url') }).check();
  await page.getByLabel(en('qr_designer.target.url_label')).fill('example.com/menu');
  await page.getByLabel(en('qr_designer.name.label')).fill('Istanbul poster');

  const section = page.getByRole('region', { name: en('smart.section_title') });
  await addRule(page, section, { language: 'German', os: 'iOS', url: 'https://example.com/de/iphone' });
  await addRule(page, section, { language: 'Turkish', os: 'Android', url: 'https://example.com/tr/android' });

  // The tester: a visitor speaking German on an iPhone gets the first rule, one speaking Turkish on Android the
  // second, anyone else the code's own address.
  const tester = section.getByRole('region', { name: en('smart.tester.title') });
  const outcome = tester.getByTestId('tester-result');
  await tester.getByLabel(en('smart.tester.os'), { exact: true }).selectOption('ios');
  await tester.getByLabel(en('smart.tester.language'), { exact: true }).selectOption('de');
  await expect(outcome).toContainText(en('smart.tester.result_rule', { number: '1' }));
  await expect(outcome).toContainText('https://example.com/de/iphone');
  await tester.getByLabel(en('smart.tester.os'), { exact: true }).selectOption('android');
  await tester.getByLabel(en('smart.tester.language'), { exact: true }).selectOption('tr');
  await expect(outcome).toContainText(en('smart.tester.result_rule', { number: '2' }));
  await tester.getByLabel(en('smart.tester.language'), { exact: true }).selectOption('ru');
  await expect(outcome).toContainText('https://example.com/menu');

  await expect(page.getByText(en('qr_designer.check.passed'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: en('qr_designer.create') }).click();
  await expect(page).toHaveURL(/\/qr-code\/[\w-]+$/);
  const address = ((await page.getByTestId('qr-short-url').textContent()) ?? '').trim();

  // Scanned: each phone lands where its rule says.
  const scan = (userAgent: string, language: string) =>
    page.request.get(address, { maxRedirects: 0, headers: { 'user-agent': userAgent, 'accept-language': language } });
  expect((await scan(IPHONE, 'de-DE,de;q=0.9')).headers().location).toBe('https://example.com/de/iphone');
  expect((await scan(ANDROID, 'tr-TR,tr;q=0.9')).headers().location).toBe('https://example.com/tr/android');
  expect((await scan(ANDROID, 'ru-RU')).headers().location).toBe('https://example.com/menu');
});

test('a visitor types a protected link’s password on its page and lands on the target; a wrong one is said so', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Staff Room');
  const made = await page.request.post('/api/links', {
    data: { name: 'Staff menu', url: 'https://example.com/staff', password: 'tulips-2026' },
  });
  const link = (await made.json()) as { hash: string };

  // A visitor in German, in a browser of their own; the target answers here instead of the web.
  const visitor = await browser.newContext({ locale: 'de-DE' });
  const tab = await visitor.newPage();
  await tab.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/plain', body: 'staff menu' }),
  );
  await tab.goto(`/r/${link.hash}`);
  await expect(tab.getByRole('heading', { name: 'Dieser Link ist geschützt' })).toBeVisible();
  await tab.getByLabel('Passwort').fill('roses');
  await tab.getByRole('button', { name: 'Weiter' }).click();
  await expect(tab.getByRole('alert')).toHaveText(
    'Das Passwort ist nicht richtig. Bitte versuchen Sie es noch einmal.',
  );
  await tab.getByLabel('Passwort').fill('tulips-2026');
  await tab.getByRole('button', { name: 'Weiter' }).click();
  await expect(tab).toHaveURL('https://example.com/staff');
  await expect(tab.getByText('staff menu')).toBeVisible();
  // Unlocked for the day: the address leads straight on (the browser's own cookie goes with the request).
  const again = await tab.request.get(`/r/${link.hash}`, { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe('https://example.com/staff');
  await visitor.close();
});
