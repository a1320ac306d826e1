// `npm run admin -- <command> [arguments]`: commands an operator runs on the installation that `npm start` runs (the
// same DATA_DIR, DATABASE_URL, SMTP_URL…). `npm run admin` alone prints the commands; they live in
// src/server/admin/admin-commands.ts.
import { ConfigError, loadConfig } from '../dist/server/config.js';
import { openDatabase } from '../dist/server/db/database.js';
import { migrateToLatest } from '../dist/server/db/migrate.js';
import { runAdminCommand } from '../dist/server/admin/admin-commands.js';

let database;
const io = { out: (line) => console.log(line), err: (line) => console.error(line) };
try {
  process.exitCode = await runAdminCommand(
    process.argv.slice(2),
    async () => {
      const config = loadConfig();
      database = openDatabase(config.database);
      await migrateToLatest(database);
      return { config, database };
    },
    io,
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database?.close();
}
