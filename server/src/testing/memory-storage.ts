import type { FileStorage } from '../adapters/storage/file-storage';

/** File storage in a Map, so upload tests write nothing to disk. */
export function createMemoryStorage(): FileStorage & { size: () => number } {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    put(key, data) {
      files.set(key, new Uint8Array(data));
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(files.get(key) ?? null),
    delete(key) {
      files.delete(key);
      return Promise.resolve();
    },
    size: () => files.size,
  };
}
