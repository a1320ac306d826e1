import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { LOCALES, type Locale } from '../shared/locales.js';
import { mailConfigOf, mailEnvSchema, type MailConfig } from './config-mail.js';
import { mapTilesEnvSchema, mapTilesOf, type MapTiles } from './config-map-tiles.js';
import { webhookEnvSchema, webhookNetworksOf } from './config-webhooks.js';
import { PRIVATE_PROXIES, type TrustProxy } from './http/client-address.js';

/** A whole number in [min, max]; any other value's message names the range. */
function wholeNumber(min: number, max: number, what = 'a whole number') {
  const message = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

/**
 * The only reader of process.env. Every variable is validated here once; a bad value stops the start with a
 * message that names it. Defaults run the whole product with zero configuration.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber(0, 65535, 'a port number').default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => value === '' || /^(postgres|postgresql):\/\//.test(value) || value.startsWith('file:'), {
      message: 'must be postgres://…, postgresql://… or file:<path to an SQLite file>',
    })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://scanlink.example' })
    .optional(),
  SHORT_URL_BASE: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://scn.example' })
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\//.test(value), { message: 'must be redis://… or rediss://…' })
    .optional(),
  DEFAULT_LOCALE: z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` }).default('tr'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return trust ?? 0;
    }),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1, { message: 'must be a whole number of at least 1' }).default(10),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1, { message: 'must be a whole number of at least 1' }).default(600),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1, { message: 'must be a whole number of at least 1' }).default(30),
  FORM_MIN_FILL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds from 0 to 60' })
    .min(0, { message: 'must be a number of seconds from 0 to 60' })
    .max(60, { message: 'must be a number of seconds from 0 to 60' })
    .default(3),
  BACKGROUND_THREAD_NICE: wholeNumber(0, 19).default(10),
  PUBLIC_PAGE_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes from 1 to 4096' })
    .min(1, { message: 'must be a number of megabytes from 1 to 4096' })
    .max(4096, { message: 'must be a number of megabytes from 1 to 4096' })
    .default(32),
  MEDIA_DB_CONNECTIONS: wholeNumber(1, 8).default(2),
  STATISTICS_DB_CONNECTIONS: wholeNumber(1, 8).default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...mapTilesEnvSchema,
  OUTBOX_DISPATCH: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  SCHEDULER: z
    .enum(['on', 'off'], { message: 'must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
  STOP_TIMEOUT: z.coerce
    .number({ message: 'must be a number of seconds from 1 to 600' })
    .min(1, { message: 'must be a number of seconds from 1 to 600' })
    .max(600, { message: 'must be a number of seconds from 1 to 600' })
    .default(10),
  ...mailEnvSchema,
  ...webhookEnvSchema,
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** Where the product is reached from outside; defaults to http://localhost:PORT. */
  publicUrl: string;
  /** Short links are SHORT_URL_BASE/{hash}; defaults to PUBLIC_URL/r. */
  shortUrlBase: string;
  /** When the short base is a host of its own (not PUBLIC_URL/r), that host also redirects at /{hash}. */
  shortHost: string | null;
  /** Domain events (cache drops, live pages) and shared counts across nodes; null runs everything in process. */
  redisUrl: string | null;
  defaultLocale: Locale;
  /** Who may report the client's address in X-Forwarded-For (see http/client-address.ts); 0 trusts nobody. */
  trustProxy: TrustProxy;
  google: { clientId: string; clientSecret: string } | null;
  authSecret: string;
  /** Sign-in and sign-up attempts allowed per client address and minute. */
  authRateLimit: number;
  /** Requests allowed per API key and minute, across every node. */
  apiKeyRateLimit: number;
  /**
   * Public form submissions allowed per client address and minute. Generous: everyone at a venue may answer over
   * the same Wi-Fi, behind one address.
   */
  formRateLimit: number;
  /** A public form sent sooner than this after it was served is a bot's (anti-spam without JavaScript). */
  formMinFillMs: number;
  logLevel: string;
  /** A graceful stop (SIGTERM, SIGINT) ends the process within this time, whatever does not answer. */
  stopTimeoutMs: number;
  /**
   * Whether this node may deliver the outbox's events to their durable subscribers (one node at a time does, by a
   * lease in the database). False suits nodes that only answer redirects.
   */
  outboxDispatch: boolean;
  /**
   * Whether this node runs scheduled jobs (SCHEDULER=on; one node runs each run, by a lease in the database). A node
   * with SCHEDULER=off still sets and cancels timers for others to run.
   */
  scheduler: boolean;
  /**
   * PostgreSQL: the connections of the uploads' own pool (`/m/{id}` reads its bytes there, part by part); more
   * downloads than this wait their turn for it, never for the connections of redirects and the API.
   */
  mediaConnections: number;
  /**
   * PostgreSQL: the connections of the statistics' own pool, shared fairly between workspaces: one workspace holds
   * all but one of them at most (STATISTICS_DB_CONNECTIONS).
   */
  statisticsConnections: number;
  /** How much lower the background threads' CPU priority (click writer, SQLite statistics reader) is than the redirects'. */
  backgroundThreadNice: number;
  /** The most bytes of rendered public pages (all languages and encodings) each node keeps (PUBLIC_PAGE_CACHE_MB). */
  publicPageCacheBytes: number;
  /**
   * The map tiles the location pages load in the browser (MAP_TILE_URL), the credit they require, and the source the
   * web app's CSP allows images from; null draws the world map the product ships and calls nobody.
   */
  mapTiles: MapTiles | null;
  /** Outgoing mail (SMTP_URL, MAIL_FROM; config-mail.ts): smtp null means mail is not configured. */
  mail: MailConfig;
  /** The private networks webhook deliveries may reach, and where http is allowed (WEBHOOK_ALLOWED_NETWORKS). */
  webhookAllowedNetworks: string[];
}

export class ConfigError extends Error {}

/** Reads and validates the environment (process.env unless given); throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const shortUrlBase = (env.SHORT_URL_BASE ?? `${publicUrl}/r`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    publicUrl,
    shortUrlBase,
    shortHost: shortHostOf(shortUrlBase, publicUrl),
    redisUrl: env.REDIS_URL ?? null,
    defaultLocale: env.DEFAULT_LOCALE,
    trustProxy: env.TRUST_PROXY,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    authRateLimit: env.AUTH_RATE_LIMIT,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    formRateLimit: env.FORM_RATE_LIMIT,
    formMinFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    logLevel: env.LOG_LEVEL,
    stopTimeoutMs: env.STOP_TIMEOUT * 1000,
    backgroundThreadNice: env.BACKGROUND_THREAD_NICE,
    publicPageCacheBytes: Math.round(env.PUBLIC_PAGE_CACHE_MB * 1024 * 1024),
    mediaConnections: env.MEDIA_DB_CONNECTIONS,
    statisticsConnections: env.STATISTICS_DB_CONNECTIONS,
    outboxDispatch: env.OUTBOX_DISPATCH,
    scheduler: env.SCHEDULER,
    mapTiles: mapTilesOf(env),
    mail: mailConfigOf(env, publicUrl),
    webhookAllowedNetworks: webhookNetworksOf(env),
  };
}

const TRUST_PROXY_MESSAGE =
  'must be false, true (proxies on loopback and private networks), a number of proxy hops such as 1, or a ' +
  'comma-separated list of proxy addresses and CIDR ranges such as 10.0.0.0/8,192.0.2.7';

// Fastify's forms (proxy-addr underneath): hops, or addresses and ranges; null for anything proxy-addr refuses.
function parseTrustProxy(value: string): TrustProxy | null {
  const lower = value.toLowerCase();
  if (lower === 'false' || lower === 'no' || lower === '') return 0;
  if (lower === 'true' || lower === 'yes') return [...PRIVATE_PROXIES];
  if (/^\d+$/.test(lower)) return Number(lower) <= 100 ? Number(lower) : null;
  const entries = value.split(',').map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === '')) return null;
    proxyAddr.compile(entries);
    return entries;
  } catch {
    return null;
  }
}

// An empty variable (`PORT=`) means "not set", as it does in most twelve-factor apps.
function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url?.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  return { kind: 'sqlite', file: path.join(dataDir, 'scanlink.db') };
}

// A base of its own (https://scn.example, with no path) makes that host answer /{hash}; PUBLIC_URL/r needs nothing.
function shortHostOf(shortUrlBase: string, publicUrl: string): string | null {
  const base = new URL(shortUrlBase);
  if (base.pathname !== '/' && base.pathname !== '') return null;
  return base.host === new URL(publicUrl).host ? null : base.host.toLowerCase();
}

// Sessions must survive a restart, so a generated secret is kept beside the database rather than made anew.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
