import type { Generated } from 'kysely';

/**
 * One e-mail waiting to go out (migration 018, docs/adr/0015-outgoing-mail.md): written in the transaction of the
 * change that causes it, already rendered, and deleted once the SMTP server took it or it was given up.
 */
export interface OutgoingMailTable {
  id: string;
  /** `<id@sender's domain>`: the same on every attempt, so a repeat after a crash is recognisable as one. */
  message_id: string;
  recipient: string;
  recipient_name: string | null;
  /** The template's key, for the log. */
  template: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058), for mails that can be turned off. */
  unsubscribe_url: string | null;
  created_at: number;
  /** Attempts started (counted when a node claims the mail, so a crash while sending counts too). */
  attempts: Generated<number>;
  /** Not before this (epoch ms): a failed attempt waits its back-off. */
  next_attempt_at: number;
  /** A node sending the mail holds it until then; another may take it only after (a node that died). */
  claimed_until: Generated<number>;
  claimed_by: string | null;
  /** Why the last attempt failed, without the recipient's address. */
  last_error: string | null;
}

/**
 * A single-use link mailed about an account (migration 020): a password reset, an e-mail change or a new account to
 * confirm. The
 * token itself is only in the link; this row holds its SHA-256 (hex).
 */
export interface AccountTokenTable {
  id: string;
  token_hash: string;
  purpose: 'password_reset' | 'email_change' | 'sign_up';
  user_id: string;
  /** The address an e-mail change confirms; null for a password reset. */
  new_email: string | null;
  created_at: number;
  expires_at: number;
}
