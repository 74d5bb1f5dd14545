import { ApiError, CANCELLED } from './http';
import { forgetSessionKey, sessionFingerprint, sessionKey } from './session-key';
import { readStored } from './storage';
import { isOffline } from './use-online';

/** One encrypted copy as it is stored: whose session wrote it, when, and `iv + ciphertext`. */
export interface StoredCopy {
  owner: string;
  savedAt: number;
  data: ArrayBuffer;
}

/** Where copies live; Cache Storage in the browser, a Map in tests. */
export interface CopyStore {
  read(key: string): Promise<StoredCopy | undefined>;
  write(key: string, copy: StoredCopy): Promise<void>;
  clear(): Promise<void>;
}

/** The Cache Storage bucket of personal copies; the service worker never reads or fills it. */
export const PERSONAL_CACHE = 'bayan-personal-copies-v1';

/**
 * A copy is not shown after a day: the default absolute session length (SESSION_ABSOLUTE_HOURS),
 * after which the token that encrypts it is dead anyway.
 */
export const COPY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const IV_BYTES = 12;

const entryUrl = (key: string) => new URL(`/__offline-copy/${encodeURIComponent(key)}`, location.origin).href;

const cacheStore: CopyStore = {
  async read(key) {
    const response = await (await caches.open(PERSONAL_CACHE)).match(entryUrl(key));
    if (!response) return undefined;
    return {
      owner: response.headers.get('x-owner') ?? '',
      savedAt: Number(response.headers.get('x-saved-at')),
      data: await response.arrayBuffer(),
    };
  },
  async write(key, copy) {
    const headers = { 'x-owner': copy.owner, 'x-saved-at': String(copy.savedAt) };
    await (await caches.open(PERSONAL_CACHE)).put(entryUrl(key), new Response(copy.data, { headers }));
  },
  async clear() {
    await caches.delete(PERSONAL_CACHE);
  },
};

// Without Cache Storage (an old browser, a page not served over https) nothing is kept.
const noStore: CopyStore = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

const defaultStore = (): CopyStore => (typeof caches === 'undefined' ? noStore : cacheStore);

export interface CopyOptions {
  store?: CopyStore;
  /** The session's bearer token; the stored one by default. */
  token?: string | null;
  now?: () => number;
}

const tokenOf = (options: CopyOptions) => (options.token === undefined ? readStored('token') : options.token);

/** Encrypts `bytes` under the session's key and keeps them as `key`. */
export async function keepCopy(key: string, bytes: Uint8Array<ArrayBuffer>, options: CopyOptions = {}) {
  const token = tokenOf(options);
  if (!token) return;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(token), bytes);
  const data = new Uint8Array(IV_BYTES + sealed.byteLength);
  data.set(iv);
  data.set(new Uint8Array(sealed), IV_BYTES);
  const copy = {
    owner: await sessionFingerprint(token),
    savedAt: (options.now ?? Date.now)(),
    data: data.buffer,
  };
  await (options.store ?? defaultStore()).write(key, copy);
}

/** The bytes this session kept as `key`, or null: none, another session's, too old, or unreadable. */
export async function readCopy(key: string, options: CopyOptions = {}) {
  const token = tokenOf(options);
  if (!token) return null;
  try {
    const copy = await (options.store ?? defaultStore()).read(key);
    if (!copy || copy.owner !== (await sessionFingerprint(token))) return null;
    const { savedAt } = copy;
    const now = (options.now ?? Date.now)();
    if (!(savedAt <= now && now - savedAt < COPY_MAX_AGE_MS)) return null;
    const iv = new Uint8Array(copy.data, 0, IV_BYTES);
    const sealed = new Uint8Array(copy.data, IV_BYTES);
    const bytes = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await sessionKey(token), sealed);
    return { bytes: new Uint8Array(bytes), savedAt };
  } catch {
    return null;
  }
}

/** Forgets every copy (logout, an expired session). */
export async function forgetCopies(store: CopyStore = defaultStore()) {
  // A copy still being written would land after the clear.
  await copiesKept();
  forgetSessionKey();
  try {
    await store.clear();
  } catch {
    // Storage blocked: the copies stay unreadable without the token.
  }
}

/** How a value becomes the bytes of a copy and back (undefined: the copy no longer fits). */
export interface CopyCodec<T> {
  encode(value: T): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
  decode(bytes: Uint8Array): T | undefined;
}

const noNetwork = (err: unknown) =>
  err instanceof ApiError && err.status === undefined && err.message !== CANCELLED;

const pendingKeeps = new Set<Promise<void>>();

/** Settles once every copy being kept has been written (a logout, so none is written after it; tests). */
export async function copiesKept(): Promise<void> {
  await Promise.all([...pendingKeeps]);
}

/**
 * Reads `load` through an encrypted copy for a signed-in session: offline, the copy answers
 * without a request (no toast about the failure); online, the answer is kept as the new copy, and
 * a request that could not reach the server falls back to the copy. Signed out, only `load`.
 */
export async function withOfflineCopy<T>(
  key: string,
  codec: CopyCodec<T>,
  load: () => Promise<T>,
  options: CopyOptions = {},
): Promise<T> {
  const token = tokenOf(options);
  if (!token) return load();
  const opts = { ...options, token };
  const fromCopy = async () => {
    const copy = await readCopy(key, opts);
    return copy ? codec.decode(copy.bytes) : undefined;
  };
  if (isOffline()) {
    const kept = await fromCopy();
    if (kept !== undefined) return kept;
  }
  let value: T;
  try {
    value = await load();
  } catch (err) {
    const kept = noNetwork(err) ? await fromCopy() : undefined;
    if (kept !== undefined) return kept;
    throw err;
  }
  // Kept in the background: the page shows the answer without waiting for the encryption and
  // the storage write.
  const keeping = (async () => keepCopy(key, await codec.encode(value), opts))().catch(() => {
    // A full or blocked store: the answer is still shown, just not kept.
  });
  pendingKeeps.add(keeping);
  void keeping.finally(() => pendingKeeps.delete(keeping));
  return value;
}
