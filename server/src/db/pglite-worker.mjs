// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its queries
// never hold up the event loop that answers HTTP. Plain JavaScript so it loads the same under
// tsx, vitest and node. One message in, one answer out, matched by `id`.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { createStatements } from './pglite-statements.mjs';

// drizzle maps dates and intervals itself from their text (as its PGlite driver asks PGlite to).
const asText = (value) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

let db;
/** Named prepared statements of `db` (pglite-statements.mjs). */
let statements;
/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();

/** An error as plain data: its message and PostgreSQL's fields (code, detail, constraint…). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

/** Starts a transaction and resolves once it is open; it stays open until `end` is called. */
function begin(txId) {
  return new Promise((opened, failed) => {
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(txId, { tx, commit, rollback, done });
          opened();
        }),
    );
    // Fails before opening (BEGIN refused), or reports how it ended to `end`.
    done.catch((error) => {
      if (!transactions.has(txId)) failed(error);
    });
  });
}

async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`no open transaction ${txId}`);
  if (commit) open.commit();
  else open.rollback(new Error('rolled back'));
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error;
  } finally {
    transactions.delete(txId);
  }
}

async function handle(message) {
  switch (message.op) {
    case 'open':
      // A snapshot is a dumped data folder (a tar file) to start from: tests skip initdb with it.
      db = await PGlite.create(
        message.dataDir,
        message.snapshot ? { loadDataDir: new Blob([readFileSync(message.snapshot)]) } : {},
      );
      statements = createStatements(db);
      return null;
    case 'query': {
      const inTransaction = message.txId !== undefined;
      const target = inTransaction ? transactions.get(message.txId)?.tx : db;
      if (!target) throw new Error(`no open transaction ${message.txId}`);
      const options = {
        rowMode: message.rowMode,
        parsers: message.drizzleParsers ? DRIZZLE_PARSERS : undefined,
      };
      if (statements.cacheable(message.sql)) {
        return statements.run(message.sql, message.params, options, inTransaction);
      }
      // DDL (migrations) may change what a kept statement's plan depends on.
      statements.forget();
      const result = await target.query(message.sql, message.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      return begin(message.txId);
    case 'commit':
      return end(message.txId, true);
    case 'rollback':
      return end(message.txId, false);
    case 'close':
      await db?.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort?.on('message', (message) => {
  handle(message).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error) => parentPort?.postMessage({ id: message.id, error: errorData(error) }),
  );
});
