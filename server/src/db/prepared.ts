import type { Db } from './client';

/**
 * A prepared query built once per database and reused: drizzle then skips rebuilding the SQL
 * text on each call, a third of the cost of a simple query on PGlite (the sign-in and session
 * paths run these on every request). On PostgreSQL each pooled connection prepares it once.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
