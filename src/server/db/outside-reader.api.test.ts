import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubjectStats } from '../../shared/stats.js';
import { buildWorkspace } from '../test/builders.js';
import { useTestServer } from '../test/harness.js';
import { createTestLink, visit, waitForClicks } from '../test/links.js';

/**
 * An administrator or a backup script reads the live SQLite file with the sqlite3 command-line tool. Such a reader
 * deletes the -wal and -shm files when it closes if it believes it was the database's last user; the server must
 * keep it from ever believing that, and go on recording and reading statistics.
 */
const sqliteCli = spawnSync('sqlite3', ['-version'], { encoding: 'utf8' });
const cliMissing = sqliteCli.error !== undefined || sqliteCli.status !== 0;
// Locally a machine without sqlite3 skips these tests; CI installs it, so there a missing tool is a failure.
const runHere = process.env.TEST_DB === 'sqlite' && (!cliMissing || process.env.CI === 'true');

describe.runIf(runHere)('the live SQLite database read from outside the server', () => {
  const server = useTestServer();
  const backupDir = mkdtempSync(path.join(tmpdir(), 'scanlink-backup-'));
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

  const databaseFile = () => {
    const { database } = server().config;
    if (database.kind !== 'sqlite') throw new Error('these tests read the SQLite file');
    return database.file;
  };
  const runCli = (...args: string[]) => {
    const result = spawnSync('sqlite3', [databaseFile(), ...args], { encoding: 'utf8', timeout: 10_000 });
    expect(result.error, 'the sqlite3 command-line tool must be installed').toBeUndefined();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout.trim();
  };

  const waitForStoredClicks = async (linkId: string, count: number) => {
    const deadline = Date.now() + 20_000;
    const stored = () =>
      server()
        .database.db.selectFrom('link_statistic')
        .select(({ fn }) => fn.countAll<number>().as('clicks'))
        .where('link_id', '=', linkId)
        .executeTakeFirstOrThrow();
    while (Number((await stored()).clicks) < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('leaves the server recording clicks and answering statistics and CSV after a query and a backup', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    // One click first, so the click writer has opened its own connection, as on a server that has been running; no
    // statistics yet, so their reader opens its connection after the outside reader has come and gone.
    await visit(server().url, `/r/${link.hash}`);
    await waitForStoredClicks(link.id, 1);

    expect(Number(runCli('select count(*) from user'))).toBeGreaterThanOrEqual(1);
    const backupFile = path.join(backupDir, 'backup.db');
    runCli(`.backup '${backupFile}'`);
    const backedUp = spawnSync('sqlite3', [backupFile, `select count(*) from link where id = '${link.id}'`], {
      encoding: 'utf8',
    });
    expect(backedUp.stdout.trim()).toBe('1');

    // As an administrator would go on: a new link, a click, its statistics.
    const poster = await createTestLink(owner.client, { name: 'Poster' });
    await visit(server().url, `/r/${poster.hash}`);
    await waitForClicks(owner.client, poster.id, 1);
    const stats = await owner.client.get<SubjectStats>('/api/stats?range=24h&tz=UTC');
    expect(stats.status).toBe(200);
    expect(stats.body.totals.clicks).toBe(2);
    const csv = await owner.client.get<string>(`/api/links/${poster.id}/clicks.csv`);
    expect(csv.status).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    // The reader closed without taking the write-ahead log with it.
    expect(existsSync(`${databaseFile()}-wal`)).toBe(true);
    expect(existsSync(`${databaseFile()}-shm`)).toBe(true);
  });
});
