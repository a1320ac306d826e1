import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { MailSender, type MailLog } from './mail-sender.js';
import { KIND_PATTERN } from './signed-token.js';

/** Turns one kind of mail off for one person; it must tolerate being called again (a second click). */
export type UnsubscribeHandler = (userId: string) => Promise<void>;

export interface MailerOptions {
  config: Config;
  db: Db;
  log: MailLog;
  /** Whether this node sends (OUTBOX_DISPATCH): a node that only answers redirects queues but never sends. */
  send: boolean;
}

/**
 * The app's outgoing mail (`ctx.mail`): whether mail is configured, this node's sender, and who owns each kind of
 * mail that can be unsubscribed from. Services queue mail with `queueMail` (mail.service.ts) inside their change.
 */
export class Mailer {
  /** False without SMTP_URL: nothing is queued or sent, and /api/config says `mail: false`. */
  readonly configured: boolean;
  private readonly sender: MailSender | null;
  private readonly unsubscribers = new Map<string, UnsubscribeHandler>();

  constructor(options: MailerOptions) {
    const { smtp, from } = options.config.mail;
    this.configured = smtp !== null;
    this.sender = smtp && options.send ? new MailSender({ db: options.db, smtp, from, log: options.log }) : null;
  }

  /**
   * Registers what unsubscribing from `kind` does (the module that sends that kind owns it: notifications turn a
   * setting off). Mail queued with `unsubscribe: { userId, kind }` carries a one-click link that calls `handler`.
   */
  onUnsubscribe(kind: string, handler: UnsubscribeHandler): void {
    if (!KIND_PATTERN.test(kind)) throw new Error(`mail kind ${kind} must match ${KIND_PATTERN}`);
    if (this.unsubscribers.has(kind)) throw new Error(`unsubscribing from ${kind} is registered twice`);
    this.unsubscribers.set(kind, handler);
  }

  unsubscribeHandler(kind: string): UnsubscribeHandler | undefined {
    return this.unsubscribers.get(kind);
  }

  /** Starts sending; call once the app is built. */
  start(): void {
    this.sender?.start();
  }

  /** Mail was committed: this node's sender goes now rather than at its next poll. */
  nudge(): void {
    this.sender?.nudge();
  }

  /** Resolves once this node's sender has no round under way (tests). */
  async idle(): Promise<void> {
    await this.sender?.idle();
  }

  async close(): Promise<void> {
    await this.sender?.close();
  }
}
