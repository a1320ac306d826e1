import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '../../shared/locales.js';
import { isMailAddress } from '../config-mail.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { Mailer, MailSender, queueMail, type MailLog } from '../modules/mail/index.js';
import { resetPasswordCommand } from './reset-password-command.js';

/** Where a command writes: what it did (out), and what went wrong (err). */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

/** The installation a command acts on, opened only once the command line is understood. */
export interface AdminInstallation {
  config: Config;
  database: DatabaseHandle;
}

/** A command reads its arguments first and opens the installation only once they are understood. */
type Command = (args: string[], open: () => Promise<AdminInstallation>, io: AdminIo) => Promise<number>;

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [arguments]

Acts on the installation that \`npm start\` runs (the same DATA_DIR, DATABASE_URL, SMTP_URL and MAIL_FROM).

Commands:
  send-test-mail <address> [--locale <${LOCALES.join('|')}>]
      Sends a test e-mail to <address> now, through SMTP_URL, and says what the SMTP server answered.
      In DEFAULT_LOCALE unless --locale names another language.
  reset-password <address>
      Prints a one-time link (valid for one hour) to set a new password for the account that uses <address>.
      Needs only the database; works without SMTP_URL.`;

/**
 * `npm run admin -- <command>` (scripts/admin.mjs): commands an operator runs on the server. Answers the exit code:
 * 0 done, 1 failed, 2 the command line was not understood (the usage is printed).
 */
export async function runAdminCommand(
  argv: string[],
  open: () => Promise<AdminInstallation>,
  io: AdminIo,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? io.err : io.out)(ADMIN_USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command: ${name}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  return command(args, open, io);
}

const COMMANDS: Record<string, Command> = {
  'send-test-mail': sendTestMail,
  'reset-password': (args, open, io) => resetPasswordCommand(args, open, io, ADMIN_USAGE),
};

async function sendTestMail(args: string[], open: () => Promise<AdminInstallation>, io: AdminIo): Promise<number> {
  const parsed = parseTestMailArgs(args);
  if (typeof parsed === 'string') {
    io.err(`${parsed}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const { config, database } = await open();
  const { smtp, from } = config.mail;
  if (!smtp) {
    io.err('E-mail is not configured: set SMTP_URL (and MAIL_FROM) as README.md describes, then try again.');
    return 1;
  }
  const log: MailLog = {
    info: () => undefined,
    warn: (details, message) => io.err(`${message}: ${reasonOf(details)}`),
    error: (details, message) => io.err(`${message}: ${reasonOf(details)}`),
  };
  // This process queues the mail as a service would, then sends it itself rather than waiting for a server's poll.
  const mail = new Mailer({ config, db: database.db, log, send: false });
  const queued = await database.db.transaction().execute((trx) =>
    queueMail(
      { config, mail },
      { trx },
      {
        to: { address: parsed.address },
        locale: parsed.locale ?? config.defaultLocale,
        template: 'test',
        params: { origin: 'admin' },
      },
    ),
  );
  if (!queued) return 1;
  const sender = new MailSender({ db: database.db, smtp, from, log });
  try {
    const outcome = await sender.deliver(queued.id);
    const via = `${smtp.host}:${smtp.port}`;
    switch (outcome) {
      case 'sent':
        io.out(`Sent a test e-mail to ${parsed.address} through ${via} (Message-ID ${queued.messageId}).`);
        return 0;
      case 'taken':
        io.out(`Queued a test e-mail to ${parsed.address}; a running Scanlink node is sending it.`);
        return 0;
      case 'retrying':
        io.err('It stays queued: a running Scanlink node tries again in about a minute, then after 5, 30 minutes …');
        return 1;
      case 'given_up':
        io.err('The SMTP server refused it for good; it is not tried again.');
        return 1;
    }
  } finally {
    await sender.close();
  }
}

function parseTestMailArgs(args: string[]): { address: string; locale: Locale | undefined } | string {
  let values: { locale?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, options: { locale: { type: 'string' } }, allowPositionals: true }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [address, extra] = positionals;
  if (address === undefined || extra !== undefined) return 'send-test-mail takes one address.';
  if (!isMailAddress(address)) return `Not an e-mail address: ${address}`;
  if (values.locale === undefined) return { address, locale: undefined };
  if (!isLocale(values.locale)) return `--locale must be one of ${LOCALES.join(', ')}.`;
  return { address, locale: values.locale };
}

function reasonOf(details: object): string {
  return 'reason' in details && typeof details.reason === 'string' ? details.reason : 'unknown error';
}
