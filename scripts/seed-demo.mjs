// `npm run seed:demo [-- --clicks 25000 --days 90 --email demo@scanlink.local --password scanlink-demo]`:
// fills the configured database (the same DATA_DIR / DATABASE_URL as `npm start`) with realistic links and clicks.
import { parseArgs } from 'node:util';
import { loadConfig } from '../dist/server/config.js';
import { openDatabase } from '../dist/server/db/database.js';
import { migrateToLatest } from '../dist/server/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../dist/server/demo/seed-demo.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string', default: DEMO_EMAIL },
    password: { type: 'string', default: DEMO_PASSWORD },
    clicks: { type: 'string', default: '25000' },
    days: { type: 'string', default: '90' },
  },
});
const clicks = Number(values.clicks);
const days = Number(values.days);
if (!Number.isInteger(clicks) || clicks < 0 || !Number.isInteger(days) || days < 1 || days > 3650) {
  console.error('--clicks must be a whole number ≥ 0 and --days a whole number from 1 to 3650');
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database);
  const started = Date.now();
  const { email } = await seedDemo(config, database, {
    email: values.email,
    password: values.password,
    clicks,
    days,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`Seeded ${clicks} clicks over ${days} days in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`Sign in at ${config.publicUrl}/sign-in as ${email} (password: ${values.password}).`);
} finally {
  await database.close();
}
