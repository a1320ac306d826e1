import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { CHILD_TEST_TIMEOUT_MS, exitCode, useChildEnvironment } from '../test/child-server.js';
import { effects, jobRow, recordingLog } from '../test/schedule.js';
import { Scheduler } from './scheduler.js';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const LEASE_MS = 3_000;

/** A process that only schedules (test/scheduler-node.ts); resolves once it is migrated and looking for due jobs. */
async function startSchedulerNode(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/scheduler-node.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the scheduler node ended before it was ready (${code})`)));
  });
  return child;
}

/**
 * A node killed with SIGKILL in the middle of a run leaves the run claimed: its lease, no longer renewed, runs out,
 * and another node takes the run up under the same run key and completes it once.
 */
describe('a scheduled run whose node is killed', () => {
  const environment = useChildEnvironment('schedule-crash', { LOG_LEVEL: 'warn', LEASE_MS: String(LEASE_MS) });

  it(
    'runs again on another node once its lease has run out, and is recorded as done once',
    async () => {
      const env = environment();
      const first = await startSchedulerNode({ ...env, NODE_NAME: 'first', HANG: 'true' });
      const database = openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).database);
      let second: ChildProcess | undefined;
      try {
        // A node that runs nothing itself sets the timer, as a module's request would on any node.
        const setter = new Scheduler({ db: database.db, log: recordingLog().log, enabled: false });
        const due = Date.now();
        await setter.at('test.crash:1', 'test.crash', due);
        const runKey = `test.crash:1@${new Date(due).toISOString()}`;
        await expect.poll(async () => (await effects(database.db)).length, { timeout: 15_000 }).toBe(1);

        first.kill('SIGKILL');
        await exitCode(first);
        // What the dead node left: the run claimed, not done, its lease no longer renewed.
        const left = await jobRow(database.db, 'test.crash:1');
        expect(left).toMatchObject({ dueAt: new Date(due).toISOString(), lastRunFor: null });
        expect(left?.leaseHolder).not.toBeNull();

        second = await startSchedulerNode({ ...env, NODE_NAME: 'second' });
        await expect
          .poll(() => jobRow(database.db, 'test.crash:1'), { timeout: 20_000 })
          .toMatchObject({ dueAt: null, lastRunFor: new Date(due).toISOString(), leaseHolder: null });
        const steps = await effects(database.db);
        expect(steps.map(({ runKey: key, node, step }) => [key, node, step])).toEqual([
          [runKey, 'first', 'started'],
          [runKey, 'second', 'started'],
          [runKey, 'second', 'done'],
        ]);
        // Not taken up before the dead node's lease ran out.
        expect(steps[1]?.at).toBeGreaterThanOrEqual(left?.leaseUntil ?? Number.POSITIVE_INFINITY);
      } finally {
        if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
        if (second) {
          second.kill('SIGTERM');
          await exitCode(second);
        }
        await database.close();
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
