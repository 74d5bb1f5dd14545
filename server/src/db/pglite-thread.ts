import { Worker } from 'node:worker_threads';
import { workerCalls } from '../worker-calls';

/** What drizzle's PGlite driver reads from a query result. */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface drizzle's PGlite driver and migrator use. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * PGlite on a worker thread of its own, behind the interface drizzle's PGlite driver expects:
 * the event loop only passes messages, so HTTP keeps being answered while the database works,
 * and the database's work runs on the second core. A transaction stays open in the worker
 * between `begin` and `commit`/`rollback`; PGlite queues other queries until it ends, as it does
 * in-process.
 */
export async function openPgliteThread(dataDir: string, snapshot?: string) {
  const worker = new Worker(workerUrl);
  const { call } = workerCalls(worker);

  let nextTx = 0;
  const client = (txId?: number): PgliteLike => ({
    query: (sql, params = [], options = {}) =>
      call({
        op: 'query',
        txId,
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        // drizzle always asks for its date parsers; they are functions, so the worker has its own.
        drizzleParsers: options.parsers !== undefined,
      }) as Promise<ThreadResults>,
    async transaction(callback) {
      if (txId !== undefined) throw new Error('nested transactions use savepoints');
      const id = ++nextTx;
      await call({ op: 'begin', txId: id });
      let result;
      try {
        result = await callback(client(id));
      } catch (err) {
        await call({ op: 'rollback', txId: id }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'commit', txId: id });
      return result;
    },
  });

  try {
    await call({ op: 'open', dataDir, snapshot });
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return {
    client: client(),
    async close() {
      try {
        await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
