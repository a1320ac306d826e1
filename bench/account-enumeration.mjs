// Whether an answer's time tells a known address from an unknown one: a password-reset request and a failed sign-in,
// each for addresses with an account and without, interleaved, against the production build with mail configured
// (to a local SMTP sink). Reported: the median and p90 of each and the difference of the medians; the target is a
// difference well inside the spread of either (the answers are already identical in status, body and headers).
// `node bench/account-enumeration.mjs` alone (after `npm run build`), or BENCH=enumeration from run.mjs.
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { freePort, signUp, startProductServer } from './lib/servers.mjs';

const ACCOUNTS = Number(process.env.BENCH_ENUMERATION_ACCOUNTS ?? 40);

async function timed(url, pathname, body) {
  const started = performance.now();
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function summary(samples) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { median: at(0.5), p90: at(0.9), statuses: [...new Set(samples.map((sample) => sample.status))] };
}

export async function benchEnumeration() {
  const smtpPort = await freePort();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => stream.on('data', () => undefined).on('end', () => callback()),
  });
  await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
  const server = await startProductServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, AUTH_RATE_LIMIT: '100000' });
  try {
    const known = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const email = `bench-known-${index}-${Date.now()}@example.com`;
      await signUp(server.url, email);
      known.push(email);
    }
    const unknown = known.map((email) => email.replace('bench-known', 'bench-unknown'));
    const results = { reset: { known: [], unknown: [] }, signIn: { known: [], unknown: [] } };
    // Warm-up, not counted.
    await timed(server.url, '/api/auth/password-reset', { email: 'warm-up@example.com' });
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const reset = (email) => timed(server.url, '/api/auth/password-reset', { email });
      const signIn = (email) => timed(server.url, '/api/auth/sign-in/email', { email, password: 'not-the-password' });
      // Alternating which goes first, so neither side always meets a warmer server.
      const pairs = [
        ['known', known[index]],
        ['unknown', unknown[index]],
      ];
      if (index % 2) pairs.reverse();
      for (const [side, email] of pairs) results.reset[side].push(await reset(email));
      for (const [side, email] of pairs) results.signIn[side].push(await signIn(email));
    }
    return {
      accounts: ACCOUNTS,
      reset: { known: summary(results.reset.known), unknown: summary(results.reset.unknown) },
      signIn: { known: summary(results.signIn.known), unknown: summary(results.signIn.unknown) },
    };
  } finally {
    await server.stop();
    sink.close();
  }
}

export function reportEnumeration(result) {
  const line = (name, { known, unknown }) =>
    `${name}: known median ${known.median.toFixed(1)} ms (p90 ${known.p90.toFixed(1)}), unknown median ` +
    `${unknown.median.toFixed(1)} ms (p90 ${unknown.p90.toFixed(1)}), difference ${(known.median - unknown.median).toFixed(1)} ms; ` +
    `statuses ${known.statuses.join('/')} vs ${unknown.statuses.join('/')}`;
  return {
    text: [
      `${result.accounts} addresses each`,
      line('password reset request', result.reset),
      line('failed sign-in', result.signIn),
    ].join('\n'),
    ok: true,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(reportEnumeration(await benchEnumeration()).text);
}
