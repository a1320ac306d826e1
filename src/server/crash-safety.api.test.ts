import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  startChildServer,
  useChildEnvironment,
  type ChildServer,
} from './test/child-server.js';
import { visit } from './test/links.js';

// What a crash may cost (ADR 0004): the clicks answered in the last 100 ms before the kill.
const GRACE_MS = 100;
const SENDERS = 8;
const PAUSE_MS = 5;

interface Load {
  /** When each answered redirect arrived, in ms since the epoch. */
  answeredAt: number[];
  /** Requests that got no answer (the server died under them). */
  unanswered: number;
  stop(): Promise<void>;
}

/** A steady load of redirects from SENDERS loops, each sending again PAUSE_MS after an answer. */
function steadyLoad(url: string, hash: string): Load {
  const load: Load = { answeredAt: [], unanswered: 0, stop: async () => undefined };
  let running = true;
  const senders = Array.from({ length: SENDERS }, async () => {
    while (running) {
      try {
        const answer = await visit(url, `/r/${hash}`);
        if (answer.status === 302) load.answeredAt.push(Date.now());
      } catch {
        load.unanswered += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  });
  load.stop = async () => {
    running = false;
    await Promise.all(senders);
  };
  return load;
}

/** Runs a load, SIGKILLs the server after `killAfterMs`, and returns the least and most clicks it may have stored. */
async function loadAndKill(server: ChildServer, hash: string, killAfterMs: number) {
  const load = steadyLoad(server.url, hash);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const killedAt = Date.now();
  server.process.kill('SIGKILL');
  await exitCode(server.process);
  await load.stop();
  return {
    atLeast: load.answeredAt.filter((at) => at < killedAt - GRACE_MS).length,
    atMost: load.answeredAt.length + load.unanswered,
  };
}

/**
 * SIGKILL under a steady load, twice (the second time in the first second after a start), then a restart: every
 * click answered more than 100 ms before a kill is stored, and none twice.
 */
describe('a crash', () => {
  // The third start's graceful stop replays the journal first, geolocation databases loading included: on a machine
  // busy with the rest of the suite the default 10 s can run out, and the clicks would then (rightly) stay in the
  // journal instead of being counted here.
  const environment = useChildEnvironment('crash', { LOG_LEVEL: 'warn', STOP_TIMEOUT: '60' });

  it(
    'loses no click answered more than 100 ms before it, including right after a start',
    async () => {
      const env = environment();
      const first = await startChildServer(env);
      const { link } = await ownerWithLink(first);

      const beforeFirstKill = await loadAndKill(first, link.hash, 1_500);
      const second = await startChildServer(env);
      const beforeSecondKill = await loadAndKill(second, link.hash, 400);
      expect(beforeFirstKill.atLeast + beforeSecondKill.atLeast).toBeGreaterThan(100);

      // The third start replays the journal; its graceful stop waits until all of it is stored.
      const third = await startChildServer(env);
      third.process.kill('SIGTERM');
      expect(await exitCode(third.process)).toBe(0);

      const stored = await countClicks(env, link.id);
      expect(stored).toBeGreaterThanOrEqual(beforeFirstKill.atLeast + beforeSecondKill.atLeast);
      expect(stored).toBeLessThanOrEqual(beforeFirstKill.atMost + beforeSecondKill.atMost);
    },
    CHILD_TEST_TIMEOUT_MS,
  );

  it('leaves files in DATA_DIR that only their owner can read', () => {
    const dataDir = environment().DATA_DIR ?? '';
    const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dataDir, name));
    expect(files.length).toBeGreaterThan(0);
    const readableByOthers = files.filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(readableByOthers).toEqual([]);
  });
});

/** The link's stored clicks, read from the database the child servers used. */
async function countClicks(env: Record<string, string>, linkId: string): Promise<number> {
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  const database = openDatabase(config.database);
  try {
    const row = await database.db
      .selectFrom('link_statistic')
      .select((eb) => eb.fn.countAll<number>().as('clicks'))
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    return Number(row.clicks);
  } finally {
    await database.close();
  }
}
