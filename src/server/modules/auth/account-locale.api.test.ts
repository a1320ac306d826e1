import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

const testServer = useTestServer();

/** The `locale` cookie a response sets, or undefined when it leaves the browser's cookie as it is. */
function localeCookieSet(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('locale='));
  return line?.split(';')[0]?.slice('locale='.length);
}

/** The client's session cookie with a `locale` cookie of the test's choosing instead of the one it kept. */
function withLocaleCookie(client: TestClient, locale: string): Record<string, string> {
  const others = client
    .cookieHeader()
    .split('; ')
    .filter((cookie) => !cookie.startsWith('locale='));
  return { cookie: [...others, `locale=${locale}`].join('; ') };
}

/** A person who saved Finnish as the language of their account (on another device, say). */
async function finnishAccount() {
  const user = await signUpUser(testServer());
  expect((await user.client.patch('/api/me', { locale: 'fi' })).status).toBe(200);
  return user;
}

describe("the account's language against an older locale cookie", () => {
  it('wins at sign-in: the cookie is set to it', async () => {
    const { email } = await finnishAccount();
    // This browser chose German before signing in.
    const browser = new TestClient(testServer().url);
    const signIn = await browser.post(
      '/api/auth/sign-in/email',
      { email, password: TEST_PASSWORD },
      { cookie: 'locale=de' },
    );
    expect(signIn.status).toBe(200);
    expect(localeCookieSet(signIn.headers)).toBe('fi');
  });

  it('wins when the app loads with a session: /api/me sets the cookie to it', async () => {
    const { client } = await finnishAccount();
    const me = await client.get('/api/me', withLocaleCookie(client, 'de'));
    expect(me.status).toBe(200);
    expect(me.body.locale).toBe('fi');
    expect(localeCookieSet(me.headers)).toBe('fi');
    // A cookie that already says so is left alone.
    const again = await client.get('/api/me', withLocaleCookie(client, 'fi'));
    expect(localeCookieSet(again.headers)).toBeUndefined();
  });

  it('leaves the cookie alone without a session or a saved language', async () => {
    const { email } = await finnishAccount();
    const stranger = new TestClient(testServer().url);
    const wrong = await stranger.post(
      '/api/auth/sign-in/email',
      { email, password: 'not-the-password' },
      { cookie: 'locale=de' },
    );
    expect(wrong.status).toBe(401);
    expect(localeCookieSet(wrong.headers)).toBeUndefined();
    const signedOut = await stranger.get('/api/me', { cookie: 'locale=de' });
    expect(signedOut.status).toBe(401);
    expect(localeCookieSet(signedOut.headers)).toBeUndefined();

    // Signed up without a cookie: no language saved yet, so the browser's choice stays.
    const unsaved = await signUpUser(testServer());
    expect(unsaved.me.locale).toBeNull();
    const signIn = await new TestClient(testServer().url).post(
      '/api/auth/sign-in/email',
      { email: unsaved.email, password: TEST_PASSWORD },
      { cookie: 'locale=de' },
    );
    expect(signIn.status).toBe(200);
    expect(localeCookieSet(signIn.headers)).toBeUndefined();
  });
});
