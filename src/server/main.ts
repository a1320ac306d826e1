import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** Starts Scanlink: configuration, database and migrations, HTTP; stops cleanly on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  // Everything the process writes under DATA_DIR (database, click journal, secret) is readable by its owner only.
  process.umask(0o077);
  const config = loadConfigOrExit();
  await migrate(config.database);
  const database = openDatabase(config.database, {
    readerNice: config.backgroundThreadNice,
    mediaConnections: config.mediaConnections,
    statisticsConnections: config.statisticsConnections,
  });
  const app = await buildApp(config, database, { preloadGeo: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // A supervisor waits only so long: past the limit the process ends anyway, its unwritten clicks in the journal.
    setTimeout(() => {
      app.log.error(`the graceful stop took longer than ${config.stopTimeoutMs / 1000} s; exiting now`);
      process.exit(1);
    }, config.stopTimeoutMs).unref();
    // close() stops accepting connections, waits for the requests in flight and writes every buffered click
    // before the database goes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(`Scanlink is ready at ${config.publicUrl} (database: ${where})`);
}

// Migrations run on a connection of their own without the statement time limit of requests: adding an index to a
// large table may take minutes.
async function migrate(config: Parameters<typeof openDatabase>[0]): Promise<void> {
  const database = openDatabase(config, { statementTimeoutMs: null });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Scanlink could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
