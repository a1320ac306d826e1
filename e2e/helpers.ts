import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

/** A locale file's text by dotted key, so tests assert what a person of that language reads. */
export function text(locale: string, key: string, values: Record<string, string> = {}): string {
  const tree = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../src/web/locales/${locale}.json`), 'utf8'),
  ) as Tree;
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof found !== 'string') throw new Error(`no text ${locale}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

export const PASSWORD = 'correct-horse-42';

export function newEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs a new person up through the form (English interface) and waits for the panel: for tests of signing up. */
export async function signUpWithForm(page: Page, fullName: string, email = newEmail('e2e')): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel(text('en', 'auth.full_name')).fill(fullName);
  await page.getByLabel(text('en', 'auth.email')).fill(email);
  await page.getByLabel(text('en', 'auth.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth.sign_up'), exact: true }).click();
  await expect(page.getByTestId('home-greeting')).toContainText(fullName);
  return email;
}

/**
 * A new person, signed up by the API the form calls (their session lands in the page's browser context), on the
 * home panel: for tests about what comes after signing up, which need not type the form (signUpWithForm does).
 */
export async function signUp(page: Page, fullName: string, email = newEmail('e2e')): Promise<string> {
  // The auth endpoints want the Origin a browser sends with a form's request.
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: test.info().project.use.baseURL ?? '' },
    data: { fullName, email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('home-greeting')).toContainText(fullName);
  return email;
}
