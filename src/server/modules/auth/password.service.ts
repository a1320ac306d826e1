import type { ChangePasswordInput } from '../../../shared/account.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer as Viewer } from '../../http/kit/viewer.js';
import { findPasswordHash, replacePasswordHash } from './auth.repo.js';
import { isCommonPassword } from './common-passwords.js';

type PasswordContext = Pick<AppContext, 'auth' | 'database'>;

export const passwordErrors = {
  tooCommon: (path: string) =>
    httpErrors.validation([{ path, code: 'password_too_common', message: 'password_too_common' }]),
  notSet: () =>
    new AppError(
      403,
      'password_not_set',
      'This account signs in with Google and has no password, so it cannot confirm this change.',
    ),
  wrongCurrent: () =>
    new AppError(422, 'wrong_password', 'The current password is not correct.', {
      fields: [{ path: 'currentPassword', code: 'wrong_password', message: 'wrong_password' }],
    }),
  currentRequired: () => httpErrors.validation([{ path: 'currentPassword', code: 'required', message: 'required' }]),
};

/** Refuses a new password that is among the most common ones, as a field error on `path`. */
export function assertPasswordNotCommon(password: string, path: string): void {
  if (isCommonPassword(password)) throw passwordErrors.tooCommon(path);
}

/** True when the user has a password (email-and-password sign-up), false for Google-only accounts. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  return (await findPasswordHash(db, userId)) !== null;
}

/**
 * Proves that the person at the keyboard owns the account before a change that would let a stolen session keep
 * it (email, password): 403 `password_not_set` for an account without a password, 422 on `currentPassword`
 * when it is missing or wrong.
 */
export async function assertCurrentPassword(
  { auth, database }: PasswordContext,
  userId: string,
  password: string | undefined,
): Promise<void> {
  const hash = await findPasswordHash(database.db, userId);
  if (hash === null) throw passwordErrors.notSet();
  if (!password) throw passwordErrors.currentRequired();
  const { password: hasher } = await auth.$context;
  if (!(await hasher.verify({ hash, password }))) throw passwordErrors.wrongCurrent();
}

/** Sets a new password after checking the current one; every other session of the account is signed out. */
export async function changePassword(ctx: PasswordContext, viewer: Viewer, input: ChangePasswordInput): Promise<void> {
  await assertCurrentPassword(ctx, viewer.userId, input.currentPassword);
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  const { password: hasher } = await ctx.auth.$context;
  await replacePasswordHash(ctx.database.db, {
    userId: viewer.userId,
    hash: await hasher.hash(input.newPassword),
    keepSessionId: viewer.credential.sessionId,
    updatedAt: new Date().toISOString(),
  });
}
