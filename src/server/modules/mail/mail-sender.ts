import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { MailConfig, SmtpConfig } from '../../config-mail.js';
import type { Db } from '../../db/database.js';
import { Rounds } from '../../schedule/rounds.js';
import { nextAttemptAt } from './mail-backoff.js';
import { claimMail, deleteMail, dueMailIds, postponeMail, type OutgoingMail } from './mail.repo.js';
import { createSmtpTransport, describeFailure, domainOf, messageOf } from './smtp-transport.js';

// Mails queued on this node wake the sender at once; this catches the rest (other nodes', the admin command's, the
// back-offs that ended).
const POLL_MS = 5_000;
const BATCH = 20;
// Longer than the SMTP transport's limits: a node still sending keeps its claim; one that died loses it after this,
// and its mail goes again (with the same Message-ID).
const CLAIM_MS = 10 * 60_000;
// A graceful stop waits this long for a mail under way; a mail cut off is sent again later.
const CLOSE_WAIT_MS = 3_000;

/** The logger the sender writes to (Fastify's, or the admin command's). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  db: Db;
  smtp: SmtpConfig;
  from: MailConfig['from'];
  log: MailLog;
}

/** What became of one mail this node tried. */
export type DeliveryOutcome = 'sent' | 'retrying' | 'given_up' | 'taken';

/**
 * Sends the queued mails (docs/adr/0015-outgoing-mail.md), one at a time, on any node: each mail is claimed by one
 * conditional update before it is sent, so that of several nodes exactly one sends it. A sent mail is deleted; a
 * failed one waits its back-off (mail-backoff.ts) and is given up a day after it was queued, or at once when the
 * server refuses it for good. Requests never wait for any of it.
 */
export class MailSender {
  private readonly holder = randomBytes(8).toString('hex');
  private readonly transport: Transporter;
  private readonly rounds = new Rounds({
    round: () => this.round(),
    onFailure: (error) => {
      // The database is down or refused a query: the mails wait where they are, and the next poll tries again.
      if (!this.failing) this.options.log.warn({ err: error }, 'mail: sending round failed, trying again');
      this.failing = true;
    },
    pollMs: () => POLL_MS,
  });
  private closed = false;
  private failing = false;

  constructor(private readonly options: MailSenderOptions) {
    this.transport = createSmtpTransport(options.smtp);
  }

  start(): void {
    this.rounds.wake();
  }

  /** Mails were queued: send them now rather than at the next poll. */
  nudge(): void {
    this.rounds.wake();
  }

  /** Claims and sends the one mail `id` if it is due and nobody else is sending it (the admin command). */
  async deliver(id: string): Promise<DeliveryOutcome> {
    const now = Date.now();
    const mail = await claimMail(this.options.db, id, this.holder, now, now + CLAIM_MS);
    if (!mail) return 'taken';
    try {
      await this.transport.sendMail(messageOf(mail, this.options.from));
    } catch (error) {
      return this.failed(mail, error);
    }
    await deleteMail(this.options.db, mail.id);
    this.options.log.info(this.about(mail), 'mail: sent');
    return 'sent';
  }

  /** Resolves once no round is under way. */
  idle(): Promise<void> {
    return this.rounds.idle();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.rounds.stop();
    const running = this.rounds.running;
    if (running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timeout);
    }
    this.transport.close();
  }

  private async round(): Promise<void> {
    for (;;) {
      const ids = await dueMailIds(this.options.db, Date.now(), BATCH);
      for (const id of ids) {
        if (this.closed) return;
        await this.deliver(id);
      }
      if (ids.length < BATCH) break;
    }
    if (this.failing) this.options.log.info({}, 'mail: the database answers again');
    this.failing = false;
  }

  // Each failure at warn, the last at error; the recipient appears by their domain only.
  private async failed(mail: OutgoingMail, error: unknown): Promise<DeliveryOutcome> {
    const failure = describeFailure(error, mail.recipient);
    const details = { ...this.about(mail), code: failure.code, responseCode: failure.responseCode };
    const retryAt = failure.permanent ? null : nextAttemptAt(mail.created_at, mail.attempts, Date.now());
    if (retryAt === null) {
      this.options.log.error(
        { ...details, reason: failure.reason },
        failure.permanent
          ? 'mail: refused for good by the SMTP server, given up'
          : 'mail: not sent for a day, given up',
      );
      await deleteMail(this.options.db, mail.id);
      return 'given_up';
    }
    this.options.log.warn(
      { ...details, reason: failure.reason, retryAt: new Date(retryAt).toISOString() },
      'mail: sending failed, will retry',
    );
    await postponeMail(this.options.db, mail.id, this.holder, retryAt, failure.reason);
    return 'retrying';
  }

  private about(mail: OutgoingMail) {
    return {
      mailId: mail.id,
      messageId: mail.message_id,
      template: mail.template,
      domain: domainOf(mail.recipient),
      attempts: mail.attempts,
    };
  }
}
