/**
 * True when a write broke a unique index (SQLSTATE 23505), also when wrapped: drizzle rethrows a
 * failed query as an error whose `cause` is the driver's (pg or PGlite).
 */
export function isUniqueViolation(err: unknown): boolean {
  // A cause chain is short; the bound only guards against a cycle.
  for (let e = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
