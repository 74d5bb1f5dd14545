/**
 * One value read once and then kept: past `ttlMs` it is still answered at once while a single
 * read in the background replaces it (then `onRefresh` runs), so only the very first caller waits
 * for a read. A failed first read is not kept (the next caller reads again); a failed refresh
 * keeps the old value, and the next caller starts another.
 */
export function createRefreshingValue<T>({
  read,
  ttlMs,
  now,
  onRefresh = () => undefined,
}: {
  read: () => Promise<T>;
  ttlMs: number;
  /** The time in ms (Date.now, or a test clock's). */
  now: () => number;
  onRefresh?: () => void;
}) {
  let current: { value: Promise<T>; until: number } | undefined;
  let refreshing = false;
  return {
    get(): Promise<T> {
      const at = now();
      if (!current) {
        const entry = { value: read(), until: at + ttlMs };
        current = entry;
        entry.value.catch(() => {
          if (current === entry) current = undefined;
        });
        return entry.value;
      }
      if (current.until <= at && !refreshing) {
        refreshing = true;
        read()
          .then(
            (value) => {
              current = { value: Promise.resolve(value), until: now() + ttlMs };
              onRefresh();
            },
            () => undefined,
          )
          .finally(() => {
            refreshing = false;
          });
      }
      return current.value;
    },
  };
}
