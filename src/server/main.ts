import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** Starts Scanlink: configuration, database and migrations, HTTP; stops cleanly on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const app = await buildApp(config, database, { preloadGeo: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
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
