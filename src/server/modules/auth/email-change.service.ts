import { isLocale } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { storedColumns } from '../../db/stored-columns.js';
import { queueMail } from '../mail/index.js';
import { findLiveToken, insertAccountToken } from './account-tokens.repo.js';
import { authErrors } from './auth.service.js';
import { hashSessionToken as hashToken } from './hashed-session-tokens.js';
import { newAccountLinkToken, resetErrors } from './password-reset.service.js';

/** How long a link confirming a new address works: a day, as the new mailbox may be read later than the old. */
export const EMAIL_CHANGE_VALID_MS = 24 * 60 * 60_000;

const userColumns = storedColumns({ bool: ['email_verified'], authDate: ['updated_at'] });

type ChangeContext = Pick<AppContext, 'config' | 'events' | 'mail'>;

export interface EmailOwner {
  id: string;
  email: string;
  name: string;
  locale: string | null;
}

/**
 * With mail, a new address is confirmed before it counts: a link goes to the new address (whoever asked must read
 * that mailbox), a notice to the old one (the owner learns of it if a stolen session and password asked), and the
 * account keeps its address until the link is followed. A newer request replaces a pending one.
 */
export async function requestEmailChange(ctx: ChangeContext, owner: EmailOwner, newEmail: string): Promise<void> {
  const now = Date.now();
  const { token, hash } = newAccountLinkToken();
  const locale = isLocale(owner.locale) ? owner.locale : ctx.config.defaultLocale;
  await ctx.events.change(async (scope) => {
    await scope.trx
      .deleteFrom('account_token')
      .where('user_id', '=', owner.id)
      .where('purpose', '=', 'email_change')
      .execute();
    await insertAccountToken(scope.trx, {
      hash,
      purpose: 'email_change',
      userId: owner.id,
      newEmail,
      now,
      expiresAt: now + EMAIL_CHANGE_VALID_MS,
    });
    await queueMail(ctx, scope, {
      to: { address: newEmail, name: owner.name },
      locale,
      template: 'email_change_confirm',
      params: { path: `/confirm-email#${token}`, newEmail },
    });
    await queueMail(ctx, scope, {
      to: { address: owner.email, name: owner.name },
      locale,
      template: 'email_change_notice',
      params: { newEmail },
    });
  });
}

/** The address an account waits to confirm, or null. */
export async function findPendingEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_token')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('expires_at', '>', Date.now())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/**
 * Follows a confirmation link: the account takes the new address (confirmed, since its owner read the mail there).
 * 410 `link_invalid` for a used, expired or forged link; 409 `email_taken` when another account took the address
 * meanwhile (the link stays unused).
 */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  const live = await findLiveToken(db, hashToken(token), 'email_change', Date.now());
  if (!live?.newEmail) throw resetErrors.linkInvalid();
  const newEmail = live.newEmail;
  try {
    const done = await db.transaction().execute(async (trx) => {
      const used = await trx.deleteFrom('account_token').where('id', '=', live.id).executeTakeFirst();
      if (Number(used.numDeletedRows) !== 1) return false;
      await trx
        .updateTable('user')
        .set(userColumns.write(trx, { email: newEmail, email_verified: true, updated_at: new Date().toISOString() }))
        .where('id', '=', live.userId)
        .execute();
      return true;
    });
    if (!done) throw resetErrors.linkInvalid();
  } catch (error) {
    if (isUniqueViolation(error)) throw authErrors.emailTaken();
    throw error;
  }
  return { email: newEmail };
}
