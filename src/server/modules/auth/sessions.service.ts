import UAParser from 'ua-parser-js';
import type { ActiveSession, ActiveSessionList, SignedOut } from '../../../shared/account-security.js';
import type { Db } from '../../db/database.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer } from '../../http/kit/viewer.js';
import { deleteOtherSessions, deleteSessionOfUser, findSessionsOfUser, type SessionRow } from './auth.repo.js';

export const sessionErrors = {
  isCurrent: () => new AppError(409, 'current_session', 'This is the session making the request: sign out to end it.'),
};

/** The account's signed-in browsers that have not expired: this one first, then the most recently active. */
export async function listActiveSessions(db: Db, viewer: SessionViewer): Promise<ActiveSessionList> {
  const now = Date.now();
  const rows = await findSessionsOfUser(db, viewer.userId);
  const items = rows
    .filter((row) => Date.parse(row.expires_at) > now)
    .map((row) => toActiveSession(row, row.id === viewer.credential.sessionId))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  return { items };
}

/** Signs another browser of the account out: its next request is 401. */
export async function signOutSession(db: Db, viewer: SessionViewer, sessionId: string): Promise<void> {
  if (sessionId === viewer.credential.sessionId) throw sessionErrors.isCurrent();
  if (!(await deleteSessionOfUser(db, viewer.userId, sessionId))) throw httpErrors.notFound('session');
}

/** Signs every browser of the account out but this one ("I left myself signed in somewhere"). */
export async function signOutOtherSessions(db: Db, viewer: SessionViewer): Promise<SignedOut> {
  return { signedOut: await deleteOtherSessions(db, viewer.userId, viewer.credential.sessionId) };
}

function toActiveSession(row: SessionRow, current: boolean): ActiveSession {
  const parsed = new UAParser(row.user_agent ?? '').getResult();
  return {
    id: row.id,
    current,
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ? [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') : null,
    deviceType: deviceTypeOf(parsed.device.type, Boolean(parsed.os.name)),
    signedInAt: row.created_at,
    lastActiveAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

// ua-parser-js leaves desktops untyped: a known system without a device type is a desktop or laptop.
function deviceTypeOf(type: string | undefined, knownOs: boolean): ActiveSession['deviceType'] {
  if (type === 'mobile' || type === 'tablet') return type;
  if (type === undefined && knownOs) return 'desktop';
  return 'other';
}
