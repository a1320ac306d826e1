import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { signUp, text } from './helpers.js';
import { useWebhookReceiver, verify } from './webhook-receiver.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const de = (key: string, values: Record<string, string> = {}) => text('de', key, values);

// A real receiver on 127.0.0.1 for this file's tests (scripts/e2e.mjs lets the e2e server reach it).
const receiver = useWebhookReceiver();

test('an admin adds an endpoint, copies its secret, sends a test event, and the receiver verifies its signature; the log shows it delivered', async ({
  page,
  context,
}) => {
  test.slow();
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  await context.grantPermissions(['clipboard-write']);
  // The product's Permissions-Policy denies reading the clipboard, so the test sees what the copy button writes.
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (copied: string) => {
      (window as unknown as { copied?: string }).copied = copied;
      return write(copied);
    };
  });
  const hooks = receiver();
  const address = `${hooks.url}/scanlink`;
  const before = hooks.received.length;

  // Settings → Integrations: the webhooks section, no endpoint yet.
  await signUp(page, 'Hook Builder');
  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: en('settings.nav_label') })
    .getByRole('link', { name: en('settings.section_integrations') })
    .click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  const section = page.getByRole('region', { name: en('webhooks.title'), exact: true });
  await expect(section.getByText(en('webhooks.empty_title'))).toBeVisible();

  // The form: the address of the receiver, what it is for, two event types and the whole campaigns group.
  const form = page.getByRole('form', { name: en('webhooks.create_title') });
  await form.getByLabel(en('webhooks.url')).fill(address);
  await form.getByLabel(en('webhooks.description')).fill('CRM sync');
  await form.getByRole('checkbox', { name: en('webhooks.events.link_clicked') }).check();
  await form.getByRole('checkbox', { name: en('webhooks.events.qr_scanned') }).check();
  await form
    .getByRole('group', { name: en('webhooks.groups.campaigns') })
    .getByRole('checkbox', { name: en('webhooks.select_group') })
    .check();
  for (const type of ['campaign_created', 'campaign_updated', 'campaign_deleted']) {
    await expect(form.getByRole('checkbox', { name: en(`webhooks.events.${type}`) })).toBeChecked();
  }
  await expect(form.getByRole('checkbox', { name: en('webhooks.events.feedback_response') })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: en('webhooks.enabled') })).toBeChecked();
  await form.getByRole('button', { name: en('webhooks.create') }).click();

  // The secret is shown this once, in full, with its warning, takes the focus, and copies to the clipboard.
  const panel = page.getByRole('region', { name: en('webhooks.created_title') });
  await expect(panel).toBeFocused();
  await expect(panel.getByText(en('webhooks.secret_warning'))).toBeVisible();
  const secret = ((await panel.getByTestId('webhook-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
  await panel.getByRole('button', { name: en('webhooks.copy_secret') }).click();
  await expect(panel.getByText(en('common.copied'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(secret);
  await expectAccessible(page, 'integrations, new webhook secret');

  // Listed: active, 5 of the event types, nothing delivered yet; the secret only by its first characters.
  const listed = section.getByRole('row').filter({ hasText: address });
  await expect(listed).toContainText('CRM sync');
  await expect(listed).toContainText(en('webhooks.status.active'));
  await expect(listed).toContainText(en('webhooks.event_count', { value: '5', total: '19' }));
  await expect(listed).toContainText(en('webhooks.never_delivered'));

  // Its screen: the address as the title, an empty delivery log.
  await panel.getByRole('link', { name: en('webhooks.open_endpoint') }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/webhooks\/[0-9a-f-]{36}$/);
  const webhookId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();
  await expect(page.getByText('CRM sync', { exact: true })).toBeVisible();
  const logRegion = page.getByRole('region', { name: en('webhooks.log_title') });
  await expect(logRegion.getByRole('heading', { name: en('webhooks.log_empty_title') })).toBeVisible();
  await expect(page.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // "Send test event": the receiver gets one signed POST, which the Standard Webhooks library accepts with the secret.
  await page.getByRole('button', { name: en('webhooks.send_test') }).click();
  await expect(page.getByText(en('webhooks.test_queued'))).toBeVisible();
  await expect.poll(() => hooks.received.length, { timeout: 15_000 }).toBe(before + 1);
  const message = hooks.received[before]!;
  expect(message.headers['content-type']).toMatch(/^application\/json/);
  expect(message.headers['user-agent']).toBe('Scanlink-Webhooks/1.0');
  expect(message.headers['webhook-id']).toMatch(/^msg_\S+$/);
  expect(message.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
  expect(Math.abs(Number(message.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
  expect(message.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
  expect(verify(secret, message)).toMatchObject({
    type: 'webhook.test',
    data: { version: 1, webhookId },
  });
  expect(hooks.bodies()[before]).toMatchObject({ type: 'webhook.test' });
  // …and refuses it with any other secret, or with a body changed on the way.
  expect(() => verify(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, message)).toThrow();
  expect(() => verify(secret, { ...message, body: message.body.replace('webhook.test', 'webhook.tset') })).toThrow();

  // The log reads itself again every 5 s: the attempt shows up as succeeded, with the receiver's status.
  const log = logRegion.getByRole('table', { name: en('webhooks.log_title') });
  const attempt = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(attempt).toHaveCount(1, { timeout: 15_000 });
  await expect(attempt).toContainText(en('webhooks.outcome.succeeded'));
  await expect(attempt).toContainText('HTTP 200');
  await expect(logRegion.getByRole('heading', { name: en('webhooks.log_empty_title') })).toHaveCount(0);

  // Opened, it shows what was sent — the id the receiver got — and what the receiver answered.
  await attempt.getByRole('button', { name: en('webhooks.details') }).click();
  await expect(attempt.getByRole('button', { name: en('webhooks.details') })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(message.headers['webhook-id'] as string, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('{"received":true}')).toBeVisible();
  await expectAccessible(page, 'webhook endpoint, attempt opened');

  // The endpoint, back on the list, was delivered to.
  await page.getByRole('link', { name: en('webhooks.back') }).click();
  await expect(section.getByRole('row').filter({ hasText: address })).not.toContainText(en('webhooks.never_delivered'));
});

test('an address the product refuses shows its error beside the field, in the interface language, and nothing is added', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: 'http://127.0.0.1' }]);
  await signUp(page, 'Vorsichtige Person');
  await page.goto('/settings/integrations');
  const form = page.getByRole('form', { name: de('webhooks.create_title') });
  const url = form.getByLabel(de('webhooks.url'));
  await form.getByRole('checkbox', { name: de('webhooks.events.link_clicked') }).check();
  const submit = form.getByRole('button', { name: de('webhooks.create') });

  // Told by the form itself, before anything is sent, and by the server (which resolves the address) alike.
  for (const [address, code] of [
    ['ftp://example.com/hook', 'invalid_url'],
    ['https://user:password@example.com/hook', 'url_with_credentials'],
    ['http://10.0.0.1/hook', 'url_not_allowed'],
  ] as const) {
    await url.fill(address);
    await submit.click();
    const error = form.getByText(de(`field_errors.${code}`));
    await expect(error, code).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(de(`field_errors.${code}`));
    await expect(url).toBeFocused();
  }
  await expectAccessible(page, 'integrations, webhook address refused');
  await expect(page.getByText(de('webhooks.empty_title'))).toBeVisible();
  expect(((await (await page.request.get('/api/webhooks')).json()) as { items: unknown[] }).items).toEqual([]);
});
