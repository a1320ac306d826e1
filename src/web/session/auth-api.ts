import type {
  ChangePasswordInput,
  Me,
  PublicConfig,
  SignInInput,
  SignUpInput,
  UpdateMeInput,
} from '../../shared/account.js';
import { isVisitorPath } from '../../shared/app-paths.js';
import { api, ApiError } from '../api/client.js';
import { browserTimeZone } from './browser-time-zone.js';

export const fetchConfig = () => api<PublicConfig>('/api/config');

/**
 * The signed-in user, or null when nobody is signed in. On the visitor pages, where a session is the exception,
 * the session is read first: it answers null with a 200, where /api/me would answer 401 and put a failed request
 * in the console of every visitor (the server leaves the preload of /api/me out of these pages for the same reason).
 */
export async function fetchMe(): Promise<Me | null> {
  if (isVisitorPath(location.pathname)) {
    const session = await api<unknown>('/api/auth/get-session');
    if (!session) return null;
  }
  try {
    return await api<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const updateMe = (changes: UpdateMeInput) => api<Me>('/api/me', { method: 'PATCH', body: changes });
/** Sends a picture as its bytes; the server reads its type from them and answers the profile. */
export const uploadAvatar = (file: Blob) =>
  api<Me>('/api/me/avatar', { method: 'PUT', rawBody: file, contentType: file.type || 'application/octet-stream' });
export const removeAvatar = () => api<Me>('/api/me/avatar', { method: 'DELETE' });
export const changePassword = (input: ChangePasswordInput) =>
  api<null>('/api/me/password', { method: 'POST', body: input });
export const signIn = (input: SignInInput) => api('/api/auth/sign-in/email', { method: 'POST', body: input });
// The account starts with this browser's time zone (the weekly summary's); the server keeps it if it knows it.
export const signUp = (input: SignUpInput) =>
  api('/api/auth/sign-up/email', { method: 'POST', body: { ...input, timeZone: browserTimeZone() } });
export const signOut = () => api('/api/auth/sign-out', { method: 'POST', body: {} });

/** Starts Google sign-in (or sign-up): the server answers the Google address to go to. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await api<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: returnTo, errorCallbackURL: '/sign-in' },
  });
  window.location.assign(url);
}
