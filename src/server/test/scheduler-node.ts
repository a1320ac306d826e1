// A node that only schedules, run as a child process by schedule/scheduler-crash.api.test.ts, which kills it in the
// middle of a run. Its environment: the database's (DATA_DIR, DATABASE_URL), NODE_NAME, LEASE_MS, and HANG=true for
// a handler that never finishes. It prints `ready` once migrated and scheduling.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { Scheduler } from '../schedule/scheduler.js';
import { createEffectTable, recordEffect } from './schedule-effects.js';

const node = process.env.NODE_NAME ?? 'node';
const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const database = openDatabase(config.database);
await migrateToLatest(database);
await createEffectTable(database.db);

const report = (level: string) => (facts: unknown, message?: string) =>
  process.stderr.write(`${node} ${level}: ${message ?? ''} ${JSON.stringify(facts)}\n`);
const scheduler = new Scheduler({
  db: database.db,
  log: { debug: () => undefined, info: () => undefined, warn: report('warn'), error: report('error') } as never,
  enabled: true,
  timings: { leaseMs: Number(process.env.LEASE_MS ?? 60_000), pollMs: 50 },
});
scheduler.handle('test.crash', async ({ runKey }) => {
  await recordEffect(database.db, { runKey, node, step: 'started', at: Date.now() });
  if (process.env.HANG === 'true') await new Promise(() => undefined);
  await recordEffect(database.db, { runKey, node, step: 'done', at: Date.now() });
});
scheduler.start();
// The scheduler's timers do not hold the process open (they never keep a stopping app alive); this does.
const alive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(alive);
  void scheduler.close().then(() => database.close());
});
process.stdout.write('ready\n');
