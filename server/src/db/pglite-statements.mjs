// Named prepared statements for the embedded database's thread (pglite-worker.mjs). PGlite's own
// `query()` parses, plans and describes the SQL again on every call, in six trips into the
// WebAssembly module; the app sends the same few hundred statements over and over, so each is
// parsed once under a name and afterwards runs as one Bind/Execute/Sync buffer — about a tenth
// of the work for a typical read. Plain JavaScript, like the worker.
import { protocol, types } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Only plain DML is kept by name: DDL and session commands run as PGlite runs them. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Distinct statements kept; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 500;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A statement cache for one PGlite instance. `run(sql, params, options, inTransaction)` answers
 * like PGlite's `query()` (rows, fields, affectedRows) and takes the same locks: the transaction
 * lock outside a transaction, the query lock always. `forget()` drops every statement (after a
 * schema change, whose plans they may depend on).
 */
export function createStatements(db) {
  /** sql → { name, paramTypes, fields } in least-recently-used order. */
  const statements = new Map();
  /** Names to close with the next prepare (evicted or forgotten). */
  let toClose = [];
  let nextName = 0;

  async function prepare(sql) {
    const name = `bayan_${++nextName}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const messages = await db.execProtocolStream(
      concat([
        ...closing,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const paramTypes = messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
    const description = messages.find((m) => m.name === 'rowDescription');
    const fields = (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    const statement = { name, paramTypes, fields };
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements.keys();
      toClose.push(statements.get(oldest).name);
      statements.delete(oldest);
    }
    return statement;
  }

  function values(statement, params) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i]];
      return serializer ? serializer(param) : param.toString();
    });
  }

  function results(statement, messages, options) {
    // Looked up in turn, not merged: PGlite's parsers hold hundreds of array types, and copying
    // them for every query cost more than the query.
    const extra = options.parsers ?? {};
    const { fields } = statement;
    const parse = (value, i) => {
      if (value === null) return null;
      const type = fields[i].dataTypeID;
      const parser = extra[type] ?? db.parsers[type] ?? types.parsers[type];
      return parser ? parser(value, type) : value;
    };
    const rows = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const row = message.fields.map(parse);
        rows.push(
          options.rowMode === 'array' ? row : Object.fromEntries(row.map((v, i) => [fields[i].name, v])),
        );
      } else if (message.name === 'commandComplete') {
        const words = message.text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(words[0])) {
          affectedRows += Number.parseInt(words[words.length - 1], 10) || 0;
        }
      }
    }
    return { rows, fields, affectedRows };
  }

  async function execute(sql, params, options, inTransaction) {
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last, so eviction takes the coldest.
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const messages = await db.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values: values(statement, params) }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // As PGlite's query() does after a statement outside a transaction.
    if (!inTransaction) await db.syncToFs();
    return results(statement, messages, options);
  }

  return {
    /** Whether `run` takes this statement (else the caller uses PGlite's `query()`). */
    cacheable: (sql) => CACHEABLE.test(sql),
    run(sql, params, options, inTransaction) {
      const once = () => db._runExclusiveQuery(() => execute(sql, params, options, inTransaction));
      return inTransaction ? once() : db._runExclusiveTransaction(once);
    },
    forget() {
      for (const { name } of statements.values()) toClose.push(name);
      statements.clear();
    },
    size: () => statements.size,
  };
}
