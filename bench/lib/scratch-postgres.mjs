import pg from 'pg';

/**
 * Runs `bench(url)` on a PostgreSQL database made for it and dropped after (BENCH_POSTGRES_URL, else
 * TEST_DATABASE_URL, else the machine's local server). Undefined, with a line saying why, when no database can be
 * made there.
 */
export async function onScratchPostgres(prefix, bench) {
  const serverUrl =
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = `${prefix}_${Date.now().toString(36)}`;
  try {
    await onPostgres(serverUrl, `create database ${scratch}`);
  } catch (error) {
    console.log(`PostgreSQL skipped (${error.message})`);
    return undefined;
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    return await bench(url.toString());
  } finally {
    await onPostgres(serverUrl, `drop database if exists ${scratch} with (force)`);
  }
}

async function onPostgres(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
