import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message the test SMTP server accepted: its envelope, who signed in, and the message as a client reads it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The user and password the sender signed in with (decoded), or null when it did not. */
  auth: { user: string; pass: string } | null;
  parsed: ParsedMail;
  subject: string;
  from: string;
  to: string;
  messageId: string;
  html: string;
  text: string;
  /** A header's value as sent, e.g. `header('list-unsubscribe-post')`. */
  header(name: string): string | undefined;
}

export interface TestSmtpOptions {
  /** Start listening at once (default); false reserves the port only, as an SMTP server that is down. */
  listen?: boolean;
  /** Credentials the server insists on; without, it takes mail from anyone and records what was given. */
  auth?: { user: string; pass: string };
}

/** A real SMTP server on 127.0.0.1 for a test: it records every message, and can be down, refuse or be slow. */
export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for the app: `smtp://127.0.0.1:{port}`, with the credentials URL-encoded when given. */
  url(credentials?: { user: string; pass: string }): string;
  received: ReceivedMail[];
  /** Listens (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening; the port stays this server's. */
  stop(): Promise<void>;
  /** Answers every new connection with 421 (service not available) while on. */
  refuse(on: boolean): void;
  /** Refuses this recipient for good (550) while set. */
  rejectRecipient(address: string | null): void;
  /**
   * Holds the DATA phase of the next message: `started` resolves once the sender is waiting for the server's answer,
   * and the message is accepted (and recorded) only after `release()`.
   */
  holdNext(): { started: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let refusing = false;
  let rejected: string | null = null;
  let hold: { began(): void; released: Promise<void> } | null = null;
  let server: SMTPServer | null = null;
  const signedIn = new WeakMap<SMTPServerSession, { user: string; pass: string }>();

  const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      authOptional: !options.auth,
      allowInsecureAuth: true,
      closeTimeout: 100,
      onConnect(_session, callback) {
        callback(refusing ? smtpError('Service not available, try again later', 421) : null);
      },
      onAuth(auth, session, callback) {
        const given = { user: auth.username ?? '', pass: auth.password ?? '' };
        if (options.auth && (given.user !== options.auth.user || given.pass !== options.auth.pass)) {
          return callback(smtpError('Invalid username or password', 535));
        }
        signedIn.set(session, given);
        callback(null, { user: given.user });
      },
      onRcptTo(address, _session, callback) {
        callback(address.address === rejected ? smtpError('Mailbox unavailable', 550) : null);
      },
      onData(stream, session, callback) {
        const held = hold;
        hold = null;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          held?.began();
          void (held?.released ?? Promise.resolve())
            .then(() => record(Buffer.concat(chunks), session))
            .then(() => callback(null), callback);
        });
      },
    });

  async function record(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const parsed = await simpleParser(raw);
    const address = (value: ParsedMail['to']) => (Array.isArray(value) ? value[0] : value)?.text ?? '';
    const mailFrom = session.envelope.mailFrom;
    received.push({
      envelope: {
        from: mailFrom ? mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      },
      auth: signedIn.get(session) ?? null,
      parsed,
      subject: parsed.subject ?? '',
      from: address(parsed.from),
      to: address(parsed.to),
      messageId: parsed.messageId ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      text: parsed.text ?? '',
      header: (name) =>
        parsed.headerLines
          .find((line) => line.key === name.toLowerCase())
          ?.line.replace(/\r?\n[ \t]+/g, ' ')
          .replace(/^[^:]*:\s*/, ''),
    });
  }

  const smtp: TestSmtpServer = {
    port,
    url(credentials) {
      const auth = credentials
        ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
        : '';
      return `smtp://${auth}127.0.0.1:${port}`;
    },
    received,
    async start() {
      if (server) return;
      const listening = create();
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
      server = listening;
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    refuse(on) {
      refusing = on;
    },
    rejectRecipient(address) {
      rejected = address;
    },
    holdNext() {
      let began = () => undefined as void;
      let release = () => undefined as void;
      const started = new Promise<void>((resolve) => (began = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { began, released };
      return { started, release };
    },
    close() {
      return smtp.stop();
    },
  };
  if (options.listen ?? true) await smtp.start();
  return smtp;
}

/** A port nobody listens on now (the OS's pick), for a server that starts later. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
