import pg from 'pg';
import { fairShares, type FairShares } from './fair-shares.js';

/** How long a query may run: on the server (`statement_timeout`) and, a little longer, as seen by the client. */
export interface PostgresTimeouts {
  /** null: no limit (migrations). */
  statementMs: number | null;
}

/** How many connections the pool may open; 10 unless a pool of its own wants fewer (the uploads' one). */
export interface PoolSize {
  max?: number;
}

export interface PoolEvents {
  /** A connection failed (reset, terminated, timed out): the pool drops it; the caller may log and count. */
  onConnectionError(error: Error): void;
}

const MAX_POOL = 10;
// A new connection (or a free one from a full pool) within this time, else the query fails and the caller answers 503.
const CONNECT_TIMEOUT_MS = 2_500;
// The client gives up this long after the server should have cancelled the statement itself: only a network that
// holds bytes (a partition) gets this far.
const CLIENT_MARGIN_MS = 500;
// A transaction left open by a client that vanished must not hold its locks for ever.
const IDLE_IN_TRANSACTION_MS = 15_000;
// Dead peers on idle connections are noticed by TCP keep-alive after about this long.
const KEEP_ALIVE_DELAY_MS = 10_000;

interface PoolClient {
  query: pg.PoolClient['query'];
  release(error?: Error): void;
}

/**
 * A pg pool that survives database faults (issue: a dropped connection used to end the process):
 * - every pool and every client has an `error` listener, so a connection the server terminates, a restart or a proxy
 *   that cuts the line is logged and dropped, never thrown at the event loop;
 * - connects, statements and reads have time limits, so a partition answers errors within seconds instead of hanging;
 * - a client whose query failed on the connection itself (timeout, reset, termination) is destroyed on release rather
 *   than handed to the next query, which would wait behind a reply that will never come.
 * It is what Kysely's PostgresDialect takes as its `pool`.
 */
export function createPostgresPool(
  url: string,
  schema: string | undefined,
  timeouts: PostgresTimeouts,
  events: PoolEvents,
  size: PoolSize = {},
): { connect(): Promise<PoolClient>; end(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: size.max ?? MAX_POOL,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(timeouts.statementMs !== null
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS }
      : {}),
    // A schema of its own lets each test run share one PostgreSQL database without colliding.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Idle clients that fail are removed by pg-pool, which then emits here; without a listener that ends the process.
  pool.on('error', (error) => events.onConnectionError(error));
  // A checked-out client between two queries (inside a transaction) has no listener of pg-pool's: give it one.
  const broken = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      broken.add(client);
      events.onConnectionError(error);
    });
  });

  return {
    async connect() {
      let client = await pool.connect();
      let firstQuery = true;
      const run = (args: unknown[]) => (client.query as (...a: unknown[]) => unknown)(...args);
      const failed = (error: unknown): never => {
        if (isConnectionFault(error)) broken.add(client);
        throw error;
      };
      return {
        query: ((...args: unknown[]) => {
          const result = run(args);
          if (!(result instanceof Promise)) return result;
          const retryable = firstQuery;
          firstQuery = false;
          if (!retryable) return result.catch(failed);
          // The server may have closed pooled connections (an operator, a restart) while they waited: a statement
          // sent on one was not carried out there, and moves to the next connection rather than failing the
          // request. Every idle connection may be dead alike, so this goes on until a new one has been opened.
          const onDeadConnection = async (error: unknown, attempt: number): Promise<unknown> => {
            if (!diedWhileIdle(error) || attempt > MAX_POOL) failed(error);
            broken.add(client);
            client.release(new Error('connection closed while idle'));
            client = await pool.connect();
            return (run(args) as Promise<unknown>).catch((next: unknown) => onDeadConnection(next, attempt + 1));
          };
          return result.catch((error: unknown) => onDeadConnection(error, 1));
        }) as pg.PoolClient['query'],
        release: () => client.release(broken.has(client) ? new Error('connection failed') : undefined),
      };
    },
    end: () => pool.end(),
  };
}

export type Pool = { connect(): Promise<PoolClient>; end(): Promise<void> };

/**
 * The pool, lending a connection only in a turn of `tenant`'s in `shares` (fair-shares.ts): the others wait their
 * turn there, in order, without the pool's time limit for a free connection (which still applies to the one being
 * opened). The statistics' long reads go through a few turns shared fairly between workspaces, so that they never
 * take all of the database's cores and one workspace's exports never hold another's figures.
 */
export function lendingPool(pool: Pool, shares: FairShares, tenant: string): Pool {
  return {
    async connect(): Promise<PoolClient> {
      const giveBack = await shares.take(tenant);
      try {
        const client = await pool.connect();
        return {
          query: client.query,
          release: (...args: Parameters<PoolClient['release']>) => {
            client.release(...args);
            giveBack();
          },
        };
      } catch (error) {
        giveBack();
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/**
 * The pool, lending at most `count` connections at a time, in the order they are asked for: the uploads' bytes go
 * through a few, so that many downloads queue here rather than for the requests' connections.
 */
export function atMost(count: number, pool: Pool): Pool {
  return lendingPool(pool, fairShares(count, count), '');
}

/**
 * True for a connection the server had already closed when the query was sent: terminated by an operator or a
 * shutdown (57P01–57P03), reset before the statement could be written, or found dead by pg itself.
 */
function diedWhileIdle(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return /^57P0[123]$/.test(error.code ?? '');
  // A write to a socket the server had already reset: the statement never reached it.
  if ((error as { syscall?: unknown }).syscall === 'write') return true;
  return error instanceof Error && /is not queryable$/.test(error.message);
}

/**
 * True when the connection itself failed (reset, terminated by the server, read timeout), false for an ordinary SQL
 * error such as a unique violation or a cancelled statement, after which the connection is fine.
 */
export function isConnectionFault(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  // 08: connection exceptions; 57P: operator intervention (admin shutdown, crash shutdown, cannot connect now).
  return /^(08|57P)/.test(error.code ?? '');
}
