import type { ChangePasswordInput } from '../../../shared/account.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer as Viewer } from '../../http/kit/viewer.js';
import type { PasswordWeakness } from '../../../shared/account.js';
import { findNameAndEmail, findPasswordHash, replacePasswordHash } from './auth.repo.js';
import { isCommonPassword } from './common-passwords.js';
import { passwordWeakness, type PasswordOwner } from './password-strength.js';

type PasswordContext = Pick<AppContext, 'auth' | 'database'>;

export const passwordErrors = {
  tooCommon: (path: string) =>
    httpErrors.validation([{ path, code: 'password_too_common', message: 'password_too_common' }]),
  tooWeak: (path: string, reason: PasswordWeakness) =>
    httpErrors.validation([{ path, code: 'password_too_weak', message: 'password_too_weak', reason }]),
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

/**
 * Refuses a new password, as a field error on `path`, that is among the most common ones (`password_too_common`) or
 * that the zxcvbn estimator scores below 2 with the owner's name and email as words they would use
 * (`password_too_weak`, with the reason). The server is the source of truth: every way to set a password passes here.
 */
export function assertPasswordStrongEnough(password: string, path: string, owner: PasswordOwner): void {
  if (isCommonPassword(password)) throw passwordErrors.tooCommon(path);
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw passwordErrors.tooWeak(path, weakness);
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
  assertPasswordStrongEnough(
    input.newPassword,
    'newPassword',
    (await findNameAndEmail(ctx.database.db, viewer.userId)) ?? {},
  );
  const { password: hasher } = await ctx.auth.$context;
  await replacePasswordHash(ctx.database.db, {
    userId: viewer.userId,
    hash: await hasher.hash(input.newPassword),
    keepSessionId: viewer.credential.sessionId,
    updatedAt: new Date().toISOString(),
  });
}
