import { useLocation } from 'react-router';

/**
 * A one-time message carried in the navigation state to the next screen ("Link created", "Link deleted", "Your
 * account was deleted" or "Your password has been changed" on the sign-in page).
 */
const NOTICES = ['created', 'saved', 'deleted', 'account_deleted', 'password_reset'] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeState(notice: Notice): { notice: Notice } {
  return { notice };
}

export function readNotice(state: unknown): Notice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return NOTICES.find((known) => known === notice) ?? null;
}

/** The notice the previous screen sent along with the navigation to this one, if any. */
export function useNotice(): Notice | null {
  return readNotice(useLocation().state);
}
