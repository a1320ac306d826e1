import type { DeleteAccountInput } from '../../../shared/account-security.js';
import type { Me, TestMailQueued, UpdateMeInput } from '../../../shared/account.js';
import { isLocale, type Locale } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import type { DatabaseHandle } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { httpErrors } from '../../http/errors.js';
import type { SessionViewer as Viewer } from '../../http/kit/viewer.js';
import {
  assertCurrentPassword,
  authErrors,
  findPendingEmail,
  hasPassword,
  removeAccount,
  requestEmailChange,
} from '../auth/index.js';
import { mailErrors, queueMail } from '../mail/index.js';
import { avatarPath } from './avatar-image.js';
import {
  deleteAvatar,
  findUserById,
  findUserIdByEmail,
  updateUser,
  type UserChanges,
  type UserRow,
} from './me.repo.js';

type MeContext = Pick<AppContext, 'auth' | 'database'>;

export const meErrors = {
  emailMismatch: () => httpErrors.validation([{ path: 'email', code: 'email_mismatch', message: 'email_mismatch' }]),
};

/** The signed-in user's profile and workspace. */
export async function getMe({ db }: DatabaseHandle, viewer: Viewer): Promise<Me> {
  const user = await findUserById(db, viewer.userId);
  if (!user) throw httpErrors.unauthorized();
  return toMe(user, await hasPassword(db, viewer.userId), await findPendingEmail(db, viewer.userId), viewer);
}

/**
 * Updates the profile. A new email needs the current password (a session alone must not be enough to take the
 * account); an email another account uses is refused with 409 `email_taken`. With mail, a new email is only pending
 * until the link mailed to it is followed (auth's requestEmailChange); without, it changes at once. A picture's address
 * replaces an uploaded picture: the one set last is the one shown.
 */
export async function updateMe(
  ctx: MeContext & Pick<AppContext, 'config' | 'events' | 'mail'>,
  viewer: Viewer,
  input: UpdateMeInput,
): Promise<Me> {
  const { db } = ctx.database;
  const current = await findUserById(db, viewer.userId);
  if (!current) throw httpErrors.unauthorized();
  // The form sends the email it shows; only a different one is a change. So with the picture's address.
  const email = input.email !== undefined && input.email !== current.email ? input.email : undefined;
  const avatarUrl =
    input.avatarUrl !== undefined && input.avatarUrl !== shownAvatarUrl(current) ? input.avatarUrl : undefined;
  if (email !== undefined) {
    await assertCurrentPassword(ctx, viewer.userId, input.currentPassword);
    const owner = await findUserIdByEmail(db, email);
    if (owner && owner !== viewer.userId) throw authErrors.emailTaken();
  }
  const changes: UserChanges = {
    ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
    ...(email !== undefined && !ctx.mail.configured ? { email } : {}),
    ...(avatarUrl !== undefined ? { avatar_url: avatarUrl } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
    updated_at: new Date().toISOString(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (avatarUrl !== undefined && current.avatar_sha256 !== null) await deleteAvatar(trx, viewer.userId);
      await updateUser(trx, viewer.userId, changes);
    });
  } catch (error) {
    // Two requests racing for the same address: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw authErrors.emailTaken();
    throw error;
  }
  if (email !== undefined && ctx.mail.configured) {
    await requestEmailChange(
      ctx,
      { id: current.id, email: current.email, name: current.full_name, locale: current.locale },
      email,
    );
  }
  return getMe(ctx.database, viewer);
}

/**
 * Queues a test e-mail to the signed-in person's own address, in their language: a check of the server's mail set-up
 * that can reach nobody else. 409 `mail_not_configured` without SMTP_URL.
 */
export async function sendTestMailToMe(
  ctx: Pick<AppContext, 'config' | 'database' | 'events' | 'mail'>,
  viewer: Viewer,
): Promise<TestMailQueued> {
  if (!ctx.mail.configured) throw mailErrors.notConfigured();
  const user = await findUserById(ctx.database.db, viewer.userId);
  if (!user) throw httpErrors.unauthorized();
  await ctx.events.change((scope) =>
    queueMail(ctx, scope, {
      to: { address: user.email, name: user.full_name },
      locale: isLocale(user.locale) ? user.locale : ctx.config.defaultLocale,
      template: 'test',
      params: { origin: 'account' },
    }),
  );
  return { to: user.email };
}

/**
 * Deletes the account with its workspace and everything in it, for good. The person proves it is them: with the
 * current password, or, for an account that signs in only with Google, by typing its email address. The short
 * links stop redirecting on every node at once.
 */
export async function deleteAccount(
  ctx: MeContext & Pick<AppContext, 'events'>,
  viewer: Viewer,
  input: DeleteAccountInput,
): Promise<void> {
  const { db } = ctx.database;
  const user = await findUserById(db, viewer.userId);
  if (!user) throw httpErrors.unauthorized();
  if (await hasPassword(db, viewer.userId)) {
    await assertCurrentPassword(ctx, viewer.userId, input.currentPassword);
  } else if (input.email !== user.email) {
    throw meErrors.emailMismatch();
  }
  // The QR codes' own codes stop too (the retired-code list goes with the workspace: nothing says "inactive" then).
  await ctx.events.change((scope) => removeAccount(scope, viewer.userId, viewer));
}

// An uploaded picture, else the address set for one (Google's picture after a Google sign-up), else none.
const shownAvatarUrl = (user: UserRow) => (user.avatar_sha256 ? avatarPath(user.avatar_sha256) : user.avatar_url);

function toMe(user: UserRow, withPassword: boolean, pendingEmail: string | null, viewer: Viewer): Me {
  return {
    id: user.id,
    fullName: user.full_name,
    email: user.email,
    avatarUrl: shownAvatarUrl(user),
    locale: isLocale(user.locale) ? user.locale : null,
    phone: user.phone,
    country: user.country,
    timeZone: user.time_zone,
    hasPassword: withPassword,
    pendingEmail,
    createdAt: user.created_at,
    workspace: viewer.workspace,
  };
}

/** Whom a mail to the account goes to, in which language and time zone (notifications); undefined once it is gone. */
export async function mailRecipientOf(
  db: DatabaseHandle['db'],
  userId: string,
  defaultLocale: Locale,
): Promise<{ email: string; name: string; locale: Locale; timeZone: string } | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  return {
    email: user.email,
    name: user.full_name,
    locale: isLocale(user.locale) ? user.locale : defaultLocale,
    timeZone: user.time_zone ?? 'UTC',
  };
}
