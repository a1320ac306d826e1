import type { Me, UpdateMeInput } from '../../../shared/account.js';
import { isLocale } from '../../../shared/locales.js';
import type { DatabaseHandle } from '../../db/database.js';
import { isUniqueViolation, readAuthDate } from '../../db/dialect.js';
import { httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/session-guard.js';
import { authErrors } from '../auth/auth.service.js';
import { findUserById, findUserIdByEmail, updateUser, type UserRow } from './me.repo.js';

/** The signed-in user's profile and workspace. */
export async function getMe({ db }: DatabaseHandle, viewer: Viewer): Promise<Me> {
  const user = await findUserById(db, viewer.userId);
  if (!user) throw httpErrors.unauthorized();
  return toMe(user, viewer);
}

/** Updates the profile; an email another account uses is refused with 409 `email_taken`. */
export async function updateMe(database: DatabaseHandle, viewer: Viewer, input: UpdateMeInput): Promise<Me> {
  const { db, dialect } = database;
  if (input.email !== undefined) {
    const owner = await findUserIdByEmail(db, input.email);
    if (owner && owner !== viewer.userId) throw authErrors.emailTaken();
  }
  try {
    await updateUser(db, viewer.userId, {
      ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.avatarUrl !== undefined ? { avatar_url: input.avatarUrl } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      updated_at: dialect.authDate(new Date()),
    });
  } catch (error) {
    // Two requests racing for the same address: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw authErrors.emailTaken();
    throw error;
  }
  return getMe(database, viewer);
}

function toMe(user: UserRow, viewer: Viewer): Me {
  return {
    id: user.id,
    fullName: user.full_name,
    email: user.email,
    avatarUrl: user.avatar_url,
    locale: isLocale(user.locale) ? user.locale : null,
    createdAt: readAuthDate(user.created_at),
    workspace: viewer.workspace,
  };
}
