import { Worker } from 'node:worker_threads';

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

type Message = Record<string, unknown> & { op: string };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** An Error again, with PostgreSQL's fields (code, detail, constraint…) as the worker sent them. */
function rebuilt(data: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(data.message), data);
}

/**
 * PGlite on a worker thread of its own, behind the interface drizzle's PGlite driver expects:
 * the event loop only passes messages, so HTTP keeps being answered while the database works,
 * and the database's work runs on the second core. A transaction stays open in the worker
 * between `begin` and `commit`/`rollback`; PGlite queues other queries until it ends, as it does
 * in-process. The worker keeps the process alive only while a call is pending.
 */
export async function openPgliteThread(dataDir: string) {
  const worker = new Worker(workerUrl);
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error) call?.reject(rebuilt(error));
    else call?.resolve(result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the embedded database's thread stopped (code ${code})`)));

  function call(message: Message): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

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
    await call({ op: 'open', dataDir });
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
