import { describe, expect, it } from 'vitest';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  startChildServer,
  useChildEnvironment,
  type ChildServer,
} from '../../test/child-server.js';
import { TestClient } from '../../test/client.js';
import { uniqueEmail } from '../../test/factories.js';
import { parseLog } from '../../test/log-lines.js';

const environment = useChildEnvironment('auth-log', {
  GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
});

// What a probe sent: a line of its own, in the form of the server's lines, hidden in a query parameter.
const FORGED = '{"level":50,"time":1,"pid":1,"hostname":"scanlink","msg":"forged: the database was dropped"}';
const FORGED_ERROR = `access_denied\n${FORGED}\r\n\u001b[2K`;

/** Everything a child server at `level` writes (standard output and error) while `work` runs, until it has stopped. */
async function logOf(
  level: string,
  work: (server: ChildServer) => Promise<void>,
): Promise<{ text: string; pid: number | undefined }> {
  const output: string[] = [];
  const server = await startChildServer({ ...environment(), LOG_LEVEL: level }, { output });
  try {
    await work(server);
  } finally {
    server.process.kill('SIGTERM');
    await exitCode(server.process);
  }
  return { text: output.join(''), pid: server.process.pid };
}

/** The Google callback as a probe calls it: no state, and an `error` carrying a forged log line. */
async function forgedCallback(server: ChildServer): Promise<void> {
  const response = await fetch(`${server.url}/api/auth/callback/google?error=${encodeURIComponent(FORGED_ERROR)}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
}

/** A sign-in with an email nobody signed up with: better-auth warns "User not found". */
async function unknownSignIn(server: ChildServer): Promise<void> {
  const answer = await new TestClient(server.url).post(
    '/api/auth/sign-in/email',
    { email: uniqueEmail('nobody'), password: 'not-the-password-1' },
    { origin: server.url },
  );
  expect(answer.status).toBe(401);
}

describe("better-auth's lines in the log", () => {
  it(
    'are JSON lines of the product, at their level, and text from the request cannot start a line of its own',
    async () => {
      const log = await logOf('warn', async (server) => {
        await unknownSignIn(server);
        await forgedCallback(server);
      });

      const { lines, notJson } = parseLog(log.text);
      expect(notJson).toEqual([]);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [40, 'better-auth: User not found'],
        [50, 'better-auth: State not found'],
      ]);
      // The request's text is a field of the line, escaped as JSON; the product's own fields are there.
      expect(lines[1]).toMatchObject({ details: [FORGED_ERROR], pid: log.pid, time: expect.any(Number) });
      expect(log.text.split('\n')).not.toContain(FORGED);
    },
    CHILD_TEST_TIMEOUT_MS,
  );

  it(
    'obey LOG_LEVEL: at error a warning does not show, and at silent nothing does',
    async () => {
      const atError = await logOf('error', async (server) => {
        await unknownSignIn(server);
        await forgedCallback(server);
      });
      const { lines, notJson } = parseLog(atError.text);
      expect(notJson).toEqual([]);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'better-auth: State not found']]);

      const atSilent = await logOf('silent', async (server) => {
        await unknownSignIn(server);
        await forgedCallback(server);
      });
      expect(atSilent.text).toBe('');
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
