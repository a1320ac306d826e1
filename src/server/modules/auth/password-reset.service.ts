import { isLocale } from '../../../shared/locales.js';
import type { PasswordResetInput } from '../../../shared/password-reset.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { mailErrors, queueMail } from '../mail/index.js';
import {
  countTokensSince,
  findAccountByEmail,
  findLiveToken,
  insertAccountToken,
  resetPasswordWithToken,
} from './account-tokens.repo.js';
import { hashSessionToken as hashToken } from './hashed-session-tokens.js';
import { newLinkToken } from '../../http/link-token.js';
import { assertPasswordStrongEnough } from './password.service.js';

/** How long a reset link works. */
export const RESET_LINK_VALID_MS = 60 * 60_000;
/** At most this many reset mails to one account an hour; beyond, a request is answered alike but sends nothing. */
export const RESET_MAILS_PER_HOUR = 3;
// An id no account has: an unknown address costs the same count query as a known one.
const NOBODY = '00000000-0000-0000-0000-000000000000';

type ResetContext = Pick<AppContext, 'config' | 'database' | 'events' | 'mail'>;

export const resetErrors = {
  /** Used, expired or never made: the page says so and offers a new link; which of the three is nobody's business. */
  linkInvalid: () =>
    new AppError(410, 'link_invalid', 'This link has been used, has expired or is not valid. Ask for a new one.'),
};

/**
 * Why the product makes its own reset tokens instead of using better-auth's: better-auth keeps the token in plain
 * text in `verification` (a copy of the database would then reset any account), sends its mail outside our
 * transaction, and cannot be driven by the admin command, which has a database and no HTTP. A token here is 256
 * random bits, only its SHA-256 is stored (account_token), it works for an hour, and using it deletes it.
 */
export const newAccountLinkToken = newLinkToken;

/** The path of the reset page for a token: in the fragment, which browsers send to no server and no Referer. */
export const resetPagePath = (token: string) => `/reset-password#${token}`;

/**
 * "Forgot password?": mails a reset link to the account that uses `email`, if any. The caller answers the same
 * either way; the work is alike too (one look-up, one count, one token made), apart from storing the token and
 * queueing the mail (docs/benchmarks.md measures the difference). 409 `mail_not_configured` without SMTP_URL.
 */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  if (!ctx.mail.configured) throw mailErrors.notConfigured();
  const now = Date.now();
  const { token, hash } = newAccountLinkToken();
  const account = await findAccountByEmail(ctx.database.db, email);
  const recent = await countTokensSince(ctx.database.db, account?.id ?? NOBODY, 'password_reset', now - 3_600_000);
  if (!account || recent >= RESET_MAILS_PER_HOUR) return;
  await ctx.events.change(async (scope) => {
    await insertAccountToken(scope.trx, {
      hash,
      purpose: 'password_reset',
      userId: account.id,
      now,
      expiresAt: now + RESET_LINK_VALID_MS,
    });
    await queueMail(ctx, scope, {
      to: { address: account.email, name: account.name },
      locale: isLocale(account.locale) ? account.locale : ctx.config.defaultLocale,
      template: 'password_reset',
      params: { path: resetPagePath(token) },
    });
  });
}

/**
 * A reset link for the account that uses `email`, without mail (`npm run admin -- reset-password`): the same token
 * store and hour as a mailed one. Undefined when no account uses the address.
 */
export async function createResetLink(db: Db, publicUrl: string, email: string): Promise<string | undefined> {
  const account = await findAccountByEmail(db, email.trim());
  if (!account) return undefined;
  const now = Date.now();
  const { token, hash } = newAccountLinkToken();
  await insertAccountToken(db, {
    hash,
    purpose: 'password_reset',
    userId: account.id,
    now,
    expiresAt: now + RESET_LINK_VALID_MS,
  });
  return `${publicUrl}${resetPagePath(token)}`;
}

/** The address a reset link is for, while it still works; 410 `link_invalid` otherwise. */
export async function checkResetLink(db: Db, token: string): Promise<{ email: string }> {
  const live = await findLiveToken(db, hashToken(token), 'password_reset', Date.now());
  if (!live) throw resetErrors.linkInvalid();
  return { email: live.email };
}

/**
 * Sets a new password by a reset link (the same strength rules as sign-up; a refused password leaves the link
 * working) and signs every session of the account out. The person then signs in with the new password: their
 * password manager saves it there, and a link opened on someone else's computer leaves no session behind.
 */
export async function resetPassword(
  { auth, database }: Pick<AppContext, 'auth' | 'database'>,
  input: PasswordResetInput,
): Promise<{ email: string }> {
  const live = await findLiveToken(database.db, hashToken(input.token), 'password_reset', Date.now());
  if (!live) throw resetErrors.linkInvalid();
  assertPasswordStrongEnough(input.password, 'password', { name: live.name, email: live.email });
  const { password: hasher } = await auth.$context;
  const hash = await hasher.hash(input.password);
  const done = await resetPasswordWithToken(database.db, {
    tokenId: live.id,
    userId: live.userId,
    hash,
    now: new Date(),
  });
  if (!done) throw resetErrors.linkInvalid();
  return { email: live.email };
}
