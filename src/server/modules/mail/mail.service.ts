import type { Transaction } from 'kysely';
import type { Locale } from '../../../shared/locales.js';
import { isMailAddress } from '../../config-mail.js';
import type { Config } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { renderMail, type MailTemplateKey, type MailTemplateParams } from './mail-templates.js';
import { insertMail } from './mail.repo.js';
import type { Mailer } from './mailer.js';
import { signClaim } from './signed-token.js';
import { domainOf } from './smtp-transport.js';

/** What `unsubscribe` tokens are for: a token signed for anything else is refused by /unsubscribe. */
export const UNSUBSCRIBE_PURPOSE = 'mail.unsubscribe';
// A mail may sit in an inbox for long; its unsubscribe link keeps working for a year.
const UNSUBSCRIBE_VALID_MS = 365 * 24 * 60 * 60_000;

export type MailContext = { config: Config; mail: Mailer };

export const mailErrors = {
  /**
   * A request that would send mail on a server without SMTP_URL (the web app knows from `mail: false`): a state of
   * this server's set-up, not a failure, so 409 rather than a 5xx that monitoring would count.
   */
  notConfigured: () => new AppError(409, 'mail_not_configured', 'E-mail is not set up on this server.'),
};

/**
 * Where a mail is queued: the transaction of the change that causes it (`ctx.events.change`'s scope), so that the
 * mail exists exactly when the change does. `afterCommit` wakes the sender; without it the next poll finds the mail.
 */
export interface MailScope {
  trx: Transaction<Database>;
  afterCommit?(callback: () => void): void;
}

/** One mail: to whom, in which language, which template with which parameters. */
export type MailMessage = {
  [K in MailTemplateKey]: {
    to: { address: string; name?: string | null };
    locale: Locale;
    template: K;
    params: MailTemplateParams[K];
    /**
     * For mail a person can turn off (notifications): the kind and whose setting it is. The mail then carries
     * List-Unsubscribe (one click, RFC 8058) and a footer link; the kind's owner registered what it does with
     * `ctx.mail.onUnsubscribe(kind, handler)`.
     */
    unsubscribe?: { userId: string; kind: string };
  };
}[MailTemplateKey];

export interface QueuedMail {
  id: string;
  messageId: string;
}

/**
 * Queues one mail inside the caller's transaction; it is sent after the commit, by whichever node claims it, never
 * inside the request. Answers null when mail is not configured (no SMTP_URL): nothing is stored or sent.
 */
export async function queueMail(ctx: MailContext, scope: MailScope, message: MailMessage): Promise<QueuedMail | null> {
  if (!ctx.mail.configured) return null;
  const { config } = ctx;
  if (!isMailAddress(message.to.address))
    throw new Error(`not a mail address (domain ${domainOf(message.to.address)})`);
  const unsubscribeUrl = message.unsubscribe ? unsubscribeUrlOf(ctx, message.unsubscribe, message.locale) : null;
  // Control characters (a line break above all) have no place in a name that goes into a header.
  const name =
    [...(message.to.name ?? '')]
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('')
      .trim() || null;
  const rendered = renderMail({
    template: message.template,
    params: message.params,
    locale: message.locale,
    recipientName: name,
    publicUrl: config.publicUrl,
    unsubscribeUrl,
  } as Parameters<typeof renderMail>[0]);
  const id = newId();
  const messageId = `<${id}@${domainOf(config.mail.from.address)}>`;
  const now = Date.now();
  await insertMail(scope.trx, {
    id,
    message_id: messageId,
    recipient: message.to.address,
    recipient_name: name,
    template: message.template,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    unsubscribe_url: unsubscribeUrl,
    created_at: now,
    next_attempt_at: now,
  });
  scope.afterCommit?.(() => ctx.mail.nudge());
  return { id, messageId };
}

function unsubscribeUrlOf(ctx: MailContext, { userId, kind }: { userId: string; kind: string }, locale: Locale) {
  if (!ctx.mail.unsubscribeHandler(kind)) throw new Error(`nobody registered unsubscribing from ${kind}`);
  const token = signClaim(ctx.config.authSecret, {
    purpose: UNSUBSCRIBE_PURPOSE,
    userId,
    kind,
    locale,
    expiresAt: Date.now() + UNSUBSCRIBE_VALID_MS,
  });
  return `${ctx.config.publicUrl}/unsubscribe/${token}`;
}
