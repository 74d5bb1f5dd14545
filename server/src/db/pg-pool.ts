import pg from 'pg';

export interface PgPoolOptions {
  url: string;
  max: number;
  /** How long a connect, and (unless `longQueries`) each statement, may take before it fails. */
  timeoutMs: number;
  /** Operator commands (an import of 100,000 bills) may run statements longer than timeoutMs. */
  longQueries?: boolean | undefined;
  /** Unqualified table names resolve in this schema (a startup parameter of every connection). */
  searchPath?: string | undefined;
}

const READ_TIMEOUT = 'Query read timeout';
// Nothing to do with it: the query that was using the connection fails with the same error, and
// that is the error the request answers with (503); the pool drops the client when released.
const ignore = () => undefined;

/**
 * A node-postgres pool for the request path: a database that is down or hung fails each connect
 * and each statement within `timeoutMs` (503 within the budget), and a connection that dies never
 * takes the process with it.
 */
export function createPgPool(options: PgPoolOptions): pg.Pool {
  const budget = options.longQueries
    ? {}
    : { statement_timeout: options.timeoutMs, query_timeout: options.timeoutMs };
  const pool = new pg.Pool({
    connectionString: options.url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    max: options.max,
    // Waiting for a free pooled client counts too: a hung database holds every client.
    connectionTimeoutMillis: options.timeoutMs,
    // statement_timeout stops a slow statement in the server; query_timeout gives up on a server
    // that does not answer at all (stopped with SIGSTOP, or a network that drops packets).
    ...budget,
  });
  // An idle client that loses its server emits 'error' on the pool.
  pool.on('error', ignore);
  pool.on('connect', (client) => {
    // A client checked out (a drizzle transaction holds one across several statements) has no
    // pool listener: its 'error' event, when the server goes away, was an uncaught exception.
    client.on('error', ignore);
    endOnReadTimeout(client);
  });
  return pool;
}

/** A client of its own for startup work (migrations): no statement deadline, and no crash when it dies. */
export async function connectPgClient(
  options: Omit<PgPoolOptions, 'max' | 'longQueries'>,
): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: options.url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    connectionTimeoutMillis: options.timeoutMs,
  });
  client.on('error', ignore);
  await client.connect();
  return client;
}

/**
 * pg's query_timeout rejects a query the server does not answer but leaves it on the connection,
 * so the transaction's rollback, and the next request to get this pooled client, would queue
 * behind it for another full timeout each. Ending the client fails those at once ("Client was
 * closed and is not queryable") and makes the pool drop it.
 */
function endOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const endIfTimedOut = (err: unknown) => {
    if (err instanceof Error && err.message === READ_TIMEOUT) client.end().catch(ignore);
  };
  const bounded = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // The pool's own pool.query() passes a callback.
      args[args.length - 1] = (err: unknown, result: unknown) => {
        endIfTimedOut(err);
        (callback as (e: unknown, r: unknown) => void)(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // Runs before the caller's own handlers (attached first), so a rollback sent next fails at once.
    if (result instanceof Promise) result.catch(endIfTimedOut);
    return result;
  };
  Object.assign(client, { query: bounded });
}
