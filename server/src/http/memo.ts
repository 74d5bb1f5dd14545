/**
 * Remembers the answers of an async read by key for `ttlMs`, and forgets them all as soon as
 * `revision()` changes (a change made in this process); without one, only time runs them out. A failed read is not remembered; a read
 * in flight is shared by the callers that ask meanwhile. Bounded: the oldest keys go first.
 */
export function createMemo<T>({
  ttlMs,
  now,
  revision = () => 0,
  max,
}: {
  ttlMs: number;
  /** The time in ms (Date.now, or a test clock's). */
  now: () => number;
  revision?: () => number;
  max: number;
}) {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  let seenRevision = revision();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return read();
      const at = now();
      if (revision() !== seenRevision) {
        seenRevision = revision();
        entries.clear();
      }
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      entries.delete(key);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const value = read();
      entries.set(key, { value, until: at + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Forgets every answer. */
    clear() {
      entries.clear();
    },
  };
}
