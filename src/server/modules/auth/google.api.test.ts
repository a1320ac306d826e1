import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

const testServer = useTestServer({
  PUBLIC_URL: 'https://scanlink.example',
  GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
});

describe('Google sign-in when configured', () => {
  it('is announced in the public config', async () => {
    const config = await new TestClient(testServer().url).get('/api/config');
    expect(config.body.googleSignIn).toBe(true);
  });

  it('sends the browser to Google with our client id and callback, remembering where to return', async () => {
    const response = await new TestClient(testServer().url).post(
      '/api/auth/sign-in/social',
      { provider: 'google', callbackURL: '/settings/account' },
      { origin: 'https://scanlink.example' },
    );
    expect(response.status).toBe(200);
    const url = new URL(response.body.url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('https://scanlink.example/api/auth/callback/google');
    expect(url.searchParams.get('state')).toBeTruthy();
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing auth request from a foreign origin and keeps the session', async () => {
    const { client } = await signUpUser(testServer());
    const forged = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden');
    expect((await client.get('/api/me')).status).toBe(200);
    const forgedPatch = await client.patch('/api/me', { fullName: 'Mallory' }, { origin: 'https://evil.example' });
    expect(forgedPatch.status).toBe(403);
    expect((await client.get('/api/me')).body.fullName).toBe('Grace Hopper');
  });

  it('accepts the same requests from the product origin', async () => {
    const { client } = await signUpUser(testServer());
    const renamed = await client.patch('/api/me', { fullName: 'Renamed' }, { origin: 'https://scanlink.example' });
    expect(renamed.status).toBe(200);
    const signOut = await client.post('/api/auth/sign-out', {}, { origin: 'https://scanlink.example' });
    expect(signOut.status).toBe(200);
  });
});

describe('the Google callback', () => {
  it('sends a callback it cannot use (no state) back to the sign-in page with the reason', async () => {
    const response = await new TestClient(testServer().url).get('/api/auth/callback/google?code=abc');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://scanlink.example/sign-in');
    expect(location.searchParams.get('error')).toBe('state_not_found');
  });

  it('sends a forged state back to the sign-in page too', async () => {
    const response = await new TestClient(testServer().url).get('/api/auth/callback/google?code=abc&state=forged');
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('takes no form post: Google returns with a query', async () => {
    const response = await new TestClient(testServer().url).post('/api/auth/callback/google', { code: 'abc' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
