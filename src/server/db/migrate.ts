import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './database.js';
import type { Dialect } from './dialect.js';
import * as initial from './migrations/001-initial.js';
import * as clickRollups from './migrations/002-click-rollups.js';
import * as hashedSessionTokens from './migrations/003-hashed-session-tokens.js';
import * as clickJournalMark from './migrations/004-click-journal-mark.js';
import * as apiKeys from './migrations/005-api-keys.js';
import * as linkAliases from './migrations/006-link-aliases.js';
import * as workspaceBilling from './migrations/007-workspace-billing.js';
import * as statisticsSubjects from './migrations/008-statistics-subjects.js';
import * as linkBreakdown from './migrations/009-link-breakdown.js';
import * as clickCampaignLocation from './migrations/010-click-campaign-location.js';
import * as qrCodes from './migrations/011-qr-codes.js';
import * as feedback from './migrations/012-feedback.js';
import * as pagesLocationsCampaigns from './migrations/013-pages-locations-campaigns.js';
import * as outbox from './migrations/014-outbox.js';
import * as linkRetiredHashes from './migrations/015-link-retired-hashes.js';
import * as mediaParts from './migrations/016-media-parts.js';
import * as accountProfile from './migrations/017-account-profile.js';
import * as outgoingMail from './migrations/018-outgoing-mail.js';
import * as scheduledJobs from './migrations/019-scheduled-jobs.js';
import * as accountTokens from './migrations/020-account-tokens.js';
import * as notifications from './migrations/021-notifications.js';
import * as notificationMailed from './migrations/022-notification-mailed.js';
import * as teams from './migrations/023-teams.js';
import * as webhooks from './migrations/024-webhooks.js';
import * as smartLinks from './migrations/025-smart-links.js';
import { seedCatalogues } from './seed-catalogues.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Forward-only: a migration is never edited once landed; a change is a new file appended here. */
const MIGRATIONS = {
  '001-initial': initial,
  '002-click-rollups': clickRollups,
  '003-hashed-session-tokens': hashedSessionTokens,
  '004-click-journal-mark': clickJournalMark,
  '005-api-keys': apiKeys,
  '006-link-aliases': linkAliases,
  '007-workspace-billing': workspaceBilling,
  '008-statistics-subjects': statisticsSubjects,
  '009-link-breakdown': linkBreakdown,
  '010-click-campaign-location': clickCampaignLocation,
  '011-qr-codes': qrCodes,
  '012-feedback': feedback,
  '013-pages-locations-campaigns': pagesLocationsCampaigns,
  '014-outbox': outbox,
  '015-link-retired-hashes': linkRetiredHashes,
  '016-media-parts': mediaParts,
  '017-account-profile': accountProfile,
  '018-outgoing-mail': outgoingMail,
  '019-scheduled-jobs': scheduledJobs,
  '020-account-tokens': accountTokens,
  '021-notifications': notifications,
  '022-notification-mailed': notificationMailed,
  '023-teams': teams,
  '024-webhooks': webhooks,
  '025-smart-links': smartLinks,
} satisfies Record<string, DialectMigration>;

/** Brings the schema up to date and seeds the catalogues; safe to run on every start and on several nodes at once. */
export async function migrateToLatest(database: DatabaseHandle): Promise<void> {
  await migrate(database, (migrator) => migrator.migrateToLatest());
  await seedCatalogues(database.db, database.dialect);
}

/** Runs the migrations up to and including `name`: for tests of what a later migration does to existing data. */
export async function migrateUpTo(database: DatabaseHandle, name: keyof typeof MIGRATIONS): Promise<void> {
  await migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  { db, dialect, schema }: DatabaseHandle,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (kysely) => migration.up(kysely, dialect) }]),
  );
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables across all schemas; name ours so a neighbour's never counts.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let { error, results } = await run(migrator);
  for (
    let retry = 1;
    retry <= CATALOG_RETRIES && dialect.kind === 'postgres' && raceBeforeMigrating(error, results);
    retry++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100 * retry));
    ({ error, results } = await run(migrator));
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}

/**
 * Before it migrates, Kysely's migrator looks for its bookkeeping tables by reading the catalog of every schema in
 * the database. A schema another client creates, alters or drops at that moment can make that read fail (a column
 * or a schema that is gone half-way through the query): seen when other databases' schemas share the server (test
 * runs side by side, another application). Nothing has been migrated then, so it is simply tried again.
 */
const CATALOG_RETRIES = 5;
const CATALOG_RACE_CODES = new Set(['42703', '3F000', '42P01', 'XX000']);

function raceBeforeMigrating(error: unknown, results: MigrationResultSet['results']): boolean {
  if (!error || (results ?? []).some((result) => result.status !== 'NotExecuted')) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && CATALOG_RACE_CODES.has(code);
}
