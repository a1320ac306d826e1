import pg from 'pg';

/** How long a query may run: on the server (`statement_timeout`) and, a little longer, as seen by the client. */
export interface PostgresTimeouts {
  /** null: no limit (migrations). */
  statementMs: number | null;
}

export interface PoolEvents {
  /** A connection failed (reset, terminated, timed out): the pool drops it; the caller may log and count. */
  onConnectionError(error: Error): void;
}

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
  release(): void;
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
): { connect(): Promise<PoolClient>; end(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
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
      const client = await pool.connect();
      return {
        query: ((...args: Parameters<pg.PoolClient['query']>) => {
          const result = (client.query as (...a: unknown[]) => unknown)(...args);
          if (result instanceof Promise) {
            result.catch((error: unknown) => {
              if (isConnectionFault(error)) broken.add(client);
            });
          }
          return result;
        }) as pg.PoolClient['query'],
        release: () => client.release(broken.has(client) ? new Error('connection failed') : undefined),
      };
    },
    end: () => pool.end(),
  };
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
