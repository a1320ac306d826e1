// The crash part of the redirect benchmark (ADR 0004): a steady load of redirects, SIGKILL, a restart, and a count.
// Every click answered more than 100 ms before a kill must be stored, none twice — also when the kill comes in the
// first second after a start, before the geolocation databases and first visits have loaded.
import http from 'node:http';
import { openDatabase } from '../dist/server/db/database.js';
import { apiPost, startProductServer } from './lib/servers.mjs';

const GRACE_MS = 100;
const SENDERS = 20;

/** Sends redirects from SENDERS keep-alive loops until stopped; records when each 302 arrived. */
function steadyLoad(url, hash, ips, userAgent) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const answeredAt = [];
  let unanswered = 0;
  let running = true;
  const send = (index) =>
    new Promise((resolve) => {
      const request = http.get(
        `${url}/r/${hash}`,
        { agent, headers: { 'user-agent': userAgent, 'x-forwarded-for': ips[index % ips.length] } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 302) answeredAt.push(Date.now());
            resolve(true);
          });
        },
      );
      request.on('error', () => {
        unanswered += 1;
        resolve(false);
      });
    });
  const loops = Array.from({ length: SENDERS }, async (_, loop) => {
    for (let index = loop; running; index += SENDERS) {
      if (!(await send(index))) return;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
  return {
    answeredAt,
    unanswered: () => unanswered,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

async function loadAndKill(server, hash, killAfterMs, visitors) {
  const load = steadyLoad(server.url, hash, visitors.ips, visitors.userAgents[0]);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const killedAt = Date.now();
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
  await load.stop();
  return {
    answered: load.answeredAt.length,
    beforeGrace: load.answeredAt.filter((at) => at < killedAt - GRACE_MS).length,
    unanswered: load.unanswered(),
  };
}

/** Two kills (after 3 s of load, and 300 ms after a restart), a third start that replays the journal, a count. */
export async function benchCrash({ env, cookie, databaseFile, visitors }) {
  const first = await startProductServer(env);
  const link = await apiPost(first.url, cookie, '/api/links', { name: 'crash', url: 'https://example.com/crash' });
  const runs = [await loadAndKill(first, link.hash, 3_000, visitors)];
  const second = await startProductServer(env);
  runs.push(await loadAndKill(second, link.hash, 300, visitors));
  const third = await startProductServer(env);
  const exitCode = await third.stop();
  const database = openDatabase({ kind: 'sqlite', file: databaseFile });
  try {
    const row = await database.db
      .selectFrom('link_statistic')
      .select((eb) => eb.fn.countAll().as('clicks'))
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow();
    const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
    return {
      runs,
      stored: Number(row.clicks),
      answered: sum('answered'),
      beforeGrace: sum('beforeGrace'),
      unanswered: sum('unanswered'),
      exitCode,
    };
  } finally {
    await database.close();
  }
}

export function reportCrash(result) {
  const lost = Math.max(0, result.beforeGrace - result.stored);
  const doubled = Math.max(0, result.stored - result.answered - result.unanswered);
  const ok = lost === 0 && doubled === 0 && result.exitCode === 0;
  const [steady, early] = result.runs;
  return {
    ok,
    text: [
      `SIGKILL after 3 s of load: ${steady.answered} answered; SIGKILL 300 ms after a restart: ${early.answered} answered`,
      `stored after the next start ${result.stored} of ${result.answered} answered (${result.beforeGrace} answered more than ${GRACE_MS} ms before a kill); ` +
        `lost beyond the last ${GRACE_MS} ms: ${lost}; stored twice: ${doubled}: ${ok ? 'OK' : 'CLICKS LOST OR DOUBLED'}`,
    ].join('\n'),
  };
}
