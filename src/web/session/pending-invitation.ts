import { INVITATION_DAYS } from '../../shared/workspaces.js';

// An invitation's token travels in the link's fragment (/invitation#token), which no server sees. Signing in or
// up in between leaves the page (and a confirmation link of a new account may open in another tab), so the token is
// kept in this browser until it is used, refused, or as old as an invitation can be.
const KEY = 'scanlink.invitation';
const KEPT_MS = INVITATION_DAYS * 24 * 3_600_000;

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  } catch {
    // Storage refused: the link in the mail still works when followed again.
  }
}

/** The token of the invitation this browser was last shown, if it may still be valid. */
export function pendingInvitation(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token?: unknown; at?: unknown } | null;
    if (typeof saved?.token === 'string' && typeof saved.at === 'number' && Date.now() - saved.at < KEPT_MS) {
      return saved.token;
    }
    localStorage.removeItem(KEY);
  } catch {
    // Unreadable or refused: as if there were none.
  }
  return null;
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
