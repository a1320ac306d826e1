import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildWorkspace } from '../../test/builders.js';
import { field, openForm, postForm, ratingAndText, responsesOf, tokenIn } from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';
import { IPHONE_UA } from '../../test/links.js';
import { FORM_VISITOR_COOKIE, formVisitorCookieOptions } from './form-visitor.js';

// "One response per visitor per day" (ADR 0010) keys on the browser's visitor cookie, and on the address and user
// agent only when the browser sends no cookie.
const server = useTestServer({ TRUST_PROXY: 'true', FORM_MIN_FILL_SECONDS: '0' });
const WIFI = { 'x-forwarded-for': '192.0.2.120' };
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function onceADayForm() {
  const owner = await buildWorkspace(server());
  const { form, rating } = await ratingAndText(owner);
  expect((await owner.client.patch(`/api/feedback/${form.id}`, { oncePerVisitorPerDay: true })).status).toBe(200);
  return { owner, form, rating };
}

/** A browser that keeps the cookies the form sets (or, with `cookies: false`, refuses them). */
function browser(formId: string, headers: Record<string, string>, { cookies = true } = {}) {
  let cookie: string | undefined;
  const withCookie = () => ({ ...headers, ...(cookie ? { cookie } : {}) });
  return {
    setCookies: [] as string[],
    async answer(stars: number, extra: Record<string, string> = {}) {
      const page = await openForm(server(), `/f/${formId}`, { ...withCookie(), ...extra });
      expect(page.status).toBe(200);
      this.setCookies.push(...page.headers.getSetCookie());
      const set = page.headers.getSetCookie().find((line) => line.startsWith(`${FORM_VISITOR_COOKIE}=`));
      if (cookies && set) cookie = set.split(';')[0];
      return postForm(server(), formId, [['token', tokenIn(page.html)], field({ id: questionOf(page.html) }, stars)], {
        ...withCookie(),
        ...extra,
      });
    },
  };
}

/** The rating question's id, as the page names its field. */
function questionOf(html: string): string {
  const match = /name="q_([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the page has no question');
  return match[1];
}

describe('one response per visitor per day', () => {
  it('refuses the same browser a second time, even with another user agent, in the respondent’s language', async () => {
    const { owner, form } = await onceADayForm();
    const phone = browser(form.id, { ...WIFI, 'user-agent': IPHONE_UA });
    expect((await phone.answer(5)).status).toBe(303);
    const oneCharacterOff = `${IPHONE_UA.slice(0, -1)}${IPHONE_UA.endsWith('1') ? '2' : '1'}`;
    const again = await phone.answer(1, { 'user-agent': oneCharacterOff, 'accept-language': 'de' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('<html lang="de">');
    expect(again.html).toContain('Sie haben heute schon geantwortet');
    expect(await responsesOf(owner, form)).toHaveLength(1);
  });

  it('takes an answer from each of two phones of the same model on one Wi-Fi', async () => {
    const { owner, form } = await onceADayForm();
    const mine = browser(form.id, { ...WIFI, 'user-agent': IPHONE_UA });
    const yours = browser(form.id, { ...WIFI, 'user-agent': IPHONE_UA });
    expect((await mine.answer(5)).status).toBe(303);
    expect((await yours.answer(3)).status).toBe(303);
    expect(await responsesOf(owner, form)).toHaveLength(2);
  });

  it('falls back to the address and user agent for a browser that keeps no cookies', async () => {
    const { owner, form } = await onceADayForm();
    const from = { 'x-forwarded-for': '192.0.2.121' };
    const noCookies = browser(form.id, { ...from, 'user-agent': IPHONE_UA }, { cookies: false });
    expect((await noCookies.answer(5)).status).toBe(303);
    expect((await noCookies.answer(4)).status).toBe(409);
    // Another browser at the same address is another visitor; so is the same browser elsewhere.
    const other = browser(form.id, { ...from, 'user-agent': ANDROID_UA }, { cookies: false });
    expect((await other.answer(2)).status).toBe(303);
    expect((await noCookies.answer(3, { 'x-forwarded-for': '192.0.2.122' })).status).toBe(303);
    expect(await responsesOf(owner, form)).toHaveLength(3);
  });

  it('counts a cookie it did not sign as no cookie', async () => {
    const { form } = await onceADayForm();
    const from = { 'x-forwarded-for': '192.0.2.123', 'user-agent': IPHONE_UA };
    const forged = browser(form.id, { ...from, cookie: `${FORM_VISITOR_COOKIE}=made-up.AAAA` }, { cookies: false });
    expect((await forged.answer(5)).status).toBe(303);
    // A new signed id replaces it; the forged one falls back to the address and agent, which answered already.
    expect(forged.setCookies.some((line) => line.startsWith(`${FORM_VISITOR_COOKIE}=`))).toBe(true);
    expect((await forged.answer(4)).status).toBe(409);
  });

  it('sets its cookie for the form alone, HttpOnly and Lax, Secure on an https address, for the rest of the day', async () => {
    const { form } = await onceADayForm();
    const phone = browser(form.id, { ...WIFI, 'user-agent': IPHONE_UA });
    await phone.answer(5);
    const [line] = phone.setCookies.filter((set) => set.startsWith(`${FORM_VISITOR_COOKIE}=`));
    expect(line).toMatch(new RegExp(`^${FORM_VISITOR_COOKIE}=[\\w-]+\\.[\\w-]+;`));
    expect(line).toContain(`Path=/f/${form.id}`);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
    // A browser that has the cookie keeps it: loading the form again sets no new one.
    await phone.answer(4);
    expect(phone.setCookies.filter((set) => set.startsWith(`${FORM_VISITOR_COOKIE}=`))).toHaveLength(1);

    const https = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: server().config.dataDir,
      PUBLIC_URL: 'https://scan.example',
    });
    const lateAtNight = Date.UTC(2026, 2, 1, 23, 59);
    const options = formVisitorCookieOptions(https, form.id, lateAtNight);
    expect(options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: `/f/${form.id}` });
    // Through the end of the next day: a cookie set just before midnight still holds for all of tomorrow.
    expect(options.maxAge).toBe(24 * 60 * 60 + 60);
  });
});
