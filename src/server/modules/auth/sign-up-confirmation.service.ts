import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { isLocale, type Locale } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { storedColumns } from '../../db/stored-columns.js';
import { AppError } from '../../http/errors.js';
import { queueMail } from '../mail/index.js';
import { findAccountByEmail, findLiveToken, insertAccountToken } from './account-tokens.repo.js';
import { findPasswordHash } from './auth.repo.js';
import { authErrors } from './auth.service.js';
import { hashSessionToken as hashToken } from './hashed-session-tokens.js';
import { newAccountLinkToken } from './password-reset.service.js';

/** How long the link confirming a new account works. */
export const SIGN_UP_LINK_VALID_MS = 24 * 60 * 60_000;

const userColumns = storedColumns({ bool: ['email_verified'] });

type SignUpContext = Pick<AppContext, 'auth' | 'config' | 'database' | 'events' | 'mail'>;

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  locale?: Locale;
  timeZone?: string;
}

export const signUpErrors = {
  notConfirmed: () =>
    new AppError(403, 'email_not_confirmed', 'Confirm your address first: follow the link we e-mailed to it.'),
};

/**
 * Sign-up on a server with mail, which tells nobody whether an address is taken: both cases answer alike and hash the
 * password once. A free address gets an account that cannot sign in until the link mailed to it is followed (which
 * signs in); a taken one gets a mail telling its owner that someone tried, with the way to sign in or reset.
 */
export async function signUpWithConfirmation(ctx: SignUpContext, request: SignUpRequest): Promise<void> {
  const auth = await ctx.auth.$context;
  const passwordHash = await auth.password.hash(request.password);
  const existing = await findAccountByEmail(ctx.database.db, request.email);
  if (existing) return mailOwnerOfTakenAddress(ctx, existing, request.locale);
  let userId: string;
  try {
    const user = await auth.internalAdapter.createUser(
      {
        email: request.email,
        name: request.name,
        emailVerified: false,
        ...(request.locale ? { locale: request.locale } : {}),
        ...(request.timeZone ? { timeZone: request.timeZone } : {}),
      },
      { method: 'email-password' },
    );
    userId = user.id;
  } catch (error) {
    // Another sign-up took the address a moment ago: its owner hears of this one as of any other.
    const raced = await findAccountByEmail(ctx.database.db, request.email);
    if (raced || isUniqueViolation(error))
      return raced ? mailOwnerOfTakenAddress(ctx, raced, request.locale) : undefined;
    throw error;
  }
  await auth.internalAdapter.linkAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: passwordHash,
  });
  const now = Date.now();
  const { token, hash } = newAccountLinkToken();
  await ctx.events.change(async (scope) => {
    await insertAccountToken(scope.trx, {
      hash,
      purpose: 'sign_up',
      userId,
      now,
      expiresAt: now + SIGN_UP_LINK_VALID_MS,
    });
    await queueMail(ctx, scope, {
      to: { address: request.email, name: request.name },
      locale: request.locale ?? ctx.config.defaultLocale,
      template: 'sign_up_confirm',
      params: { path: `/confirm-email#${token}` },
    });
  });
}

async function mailOwnerOfTakenAddress(
  ctx: SignUpContext,
  owner: { email: string; name: string; locale: string | null },
  requestLocale: Locale | undefined,
): Promise<void> {
  const locale = isLocale(owner.locale) ? owner.locale : (requestLocale ?? ctx.config.defaultLocale);
  await ctx.events.change((scope) =>
    queueMail(ctx, scope, {
      to: { address: owner.email, name: owner.name },
      locale,
      template: 'sign_up_attempt',
      params: {},
    }),
  );
}

/** True while an account made by sign-up waits for its address to be confirmed (it may not sign in yet). */
export async function isAwaitingConfirmation(db: Db, email: string): Promise<{ userId: string } | null> {
  const row = await db
    .selectFrom('account_token')
    .innerJoin('user', 'user.id', 'account_token.user_id')
    .select('user.id')
    .where('user.email', '=', email.toLowerCase())
    .where('account_token.purpose', '=', 'sign_up')
    .executeTakeFirst();
  return row ? { userId: row.id } : null;
}

/**
 * A sign-in to an account still waiting for confirmation: with the right password it says to confirm first (only
 * the owner learns that), with a wrong one it answers as any wrong password.
 */
export async function refuseUnconfirmedSignIn(
  ctx: Pick<AppContext, 'auth' | 'database'>,
  userId: string,
  password: string,
): Promise<never> {
  const auth = await ctx.auth.$context;
  const hash = await findPasswordHash(ctx.database.db, userId);
  if (hash && (await auth.password.verify({ hash, password }))) throw signUpErrors.notConfirmed();
  throw authErrors.invalidCredentials();
}

/** Signs the browser in as `userId`: a new session, its token in the cookie as better-auth sets it. */
export async function startSession(ctx: Pick<AppContext, 'auth'>, reply: FastifyReply, userId: string): Promise<void> {
  const auth = await ctx.auth.$context;
  const session = await auth.internalAdapter.createSession(userId);
  const cookie = auth.authCookies.sessionToken;
  const signature = createHmac('sha256', auth.secret).update(session.token).digest('base64');
  const { path, domain, secure, sameSite, httpOnly } = cookie.attributes;
  reply.setCookie(cookie.name, `${session.token}.${signature}`, {
    path: path ?? '/',
    ...(domain ? { domain } : {}),
    secure,
    httpOnly,
    sameSite: typeof sameSite === 'string' ? (sameSite.toLowerCase() as 'lax' | 'strict' | 'none') : undefined,
    maxAge: Math.floor((new Date(session.expiresAt).getTime() - Date.now()) / 1000),
  });
}

/**
 * Follows a new account's confirmation link: the account may sign in from now on (its address confirmed). Null when
 * the token is no live sign-up link (it may be an e-mail change's).
 */
export async function confirmSignUp(db: Db, token: string): Promise<{ userId: string; email: string } | null> {
  const live = await findLiveToken(db, hashToken(token), 'sign_up', Date.now());
  if (!live) return null;
  const done = await db.transaction().execute(async (trx) => {
    const used = await trx.deleteFrom('account_token').where('id', '=', live.id).executeTakeFirst();
    if (Number(used.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('account_token').where('user_id', '=', live.userId).where('purpose', '=', 'sign_up').execute();
    await trx
      .updateTable('user')
      .set(userColumns.write(trx, { email_verified: true }))
      .where('id', '=', live.userId)
      .execute();
    return true;
  });
  return done ? { userId: live.userId, email: live.email } : null;
}
