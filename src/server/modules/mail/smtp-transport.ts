import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailConfig, SmtpConfig } from '../../config-mail.js';
import type { OutgoingMail } from './mail.repo.js';

// An SMTP server that does not answer must not hold a mail (and its claim) for long; a slow one that answers is
// waited for. Nodemailer's own limits are minutes.
const CONNECTION_TIMEOUT_MS = 20_000;
const GREETING_TIMEOUT_MS = 20_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** One transport per node: a connection per mail, TLS checked (smtps://, or STARTTLS when offered). */
export function createSmtpTransport(smtp: SmtpConfig): Transporter {
  return createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    dnsTimeout: CONNECTION_TIMEOUT_MS,
    // A mail is our own rendered text: nothing in it may make the sender read a file or fetch an address.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
}

/** The stored mail as nodemailer sends it, with its own Message-ID on every attempt. */
export function messageOf(mail: OutgoingMail, from: MailConfig['from']): SendMailOptions {
  return {
    from: { name: from.name, address: from.address },
    to: mail.recipient_name ? { name: mail.recipient_name, address: mail.recipient } : mail.recipient,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.message_id,
    // Automatic mail (RFC 3834): vacation responders do not answer it.
    headers: {
      'Auto-Submitted': 'auto-generated',
      ...(mail.unsubscribe_url ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(mail.unsubscribe_url ? { list: { unsubscribe: mail.unsubscribe_url } } : {}),
  };
}

export interface SendFailure {
  code: string | null;
  responseCode: number | null;
  /** The server refused this recipient or this message for good (5xx to RCPT or DATA): retrying cannot help. */
  permanent: boolean;
  /** What went wrong, with the recipient's address reduced to its domain. */
  reason: string;
}

export function describeFailure(error: unknown, recipient: string): SendFailure {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const code = typeof details.code === 'string' ? details.code : null;
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null;
  const message = typeof details.message === 'string' ? details.message : String(error);
  return {
    code,
    responseCode,
    permanent:
      responseCode !== null &&
      responseCode >= 500 &&
      responseCode < 600 &&
      (code === 'EENVELOPE' || code === 'EMESSAGE'),
    reason: withoutAddress(message, recipient).slice(0, 500),
  };
}

/** The part after the @: what the log may say about a recipient. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

// Servers quote the refused address in their answer; the log and the table keep only its domain.
function withoutAddress(message: string, recipient: string): string {
  const escaped = recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(escaped, 'gi'), `…@${domainOf(recipient)}`);
}
