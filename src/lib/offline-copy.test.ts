import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileCopy, jsonCopy } from './copy-codecs';
import { ApiError } from './http';
import {
  COPY_MAX_AGE_MS,
  forgetCopies,
  keepCopy,
  readCopy,
  withOfflineCopy,
  copiesKept,
  type CopyStore,
  type StoredCopy,
} from './offline-copy';

function memoryStore() {
  const entries = new Map<string, StoredCopy>();
  const store: CopyStore = {
    read: (key) => Promise.resolve(entries.get(key)),
    write: (key, copy) => {
      entries.set(key, copy);
      return Promise.resolve();
    },
    clear: () => {
      entries.clear();
      return Promise.resolve();
    },
  };
  return { store, entries };
}

const list = v.object({ items: v.array(v.string()) });
const codec = jsonCopy(list);
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => vi.restoreAllMocks());

describe('keepCopy / readCopy', () => {
  it('reads back what the same session kept, and stores no plain text', async () => {
    const { store, entries } = memoryStore();
    await keepCopy('history', bytes('{"reference":"REF-123"}'), { store, token: 'token-a' });
    expect(text(new Uint8Array(entries.get('history')?.data ?? new ArrayBuffer(0)))).not.toContain('REF-123');
    const copy = await readCopy('history', { store, token: 'token-a' });
    expect(copy && text(copy.bytes)).toBe('{"reference":"REF-123"}');
  });

  it('gives another session nothing, even with the owner label copied', async () => {
    const { store, entries } = memoryStore();
    await keepCopy('history', bytes('mine'), { store, token: 'token-a' });
    expect(await readCopy('history', { store, token: 'token-b' })).toBeNull();
    // A forged label does not help: the key comes from the token.
    const other = memoryStore();
    await keepCopy('history', bytes('theirs'), { store: other.store, token: 'token-b' });
    const forged = { ...(entries.get('history') as StoredCopy) };
    forged.owner = (other.entries.get('history') as StoredCopy).owner;
    entries.set('history', forged);
    expect(await readCopy('history', { store, token: 'token-b' })).toBeNull();
  });

  it('gives nothing signed out, after a day, or after forgetCopies', async () => {
    const { store } = memoryStore();
    await keepCopy('history', bytes('mine'), { store, token: 'token-a', now: () => 1_000 });
    expect(await readCopy('history', { store, token: null })).toBeNull();
    expect(
      await readCopy('history', { store, token: 'token-a', now: () => 1_000 + COPY_MAX_AGE_MS }),
    ).toBeNull();
    expect(await readCopy('history', { store, token: 'token-a', now: () => 2_000 })).not.toBeNull();
    await forgetCopies(store);
    expect(await readCopy('history', { store, token: 'token-a', now: () => 2_000 })).toBeNull();
  });
});

describe('withOfflineCopy', () => {
  it('keeps what an online read answered and answers it offline without a request', async () => {
    const { store } = memoryStore();
    const answer = { items: ['a', 'b'] };
    expect(await withOfflineCopy('k', codec, () => Promise.resolve(answer), { store, token: 't' })).toEqual(
      answer,
    );
    // Kept in the background: the answer did not wait for it.
    await copiesKept();
    goOffline();
    const load = vi.fn(() => Promise.reject(new ApiError('No internet connection.', undefined)));
    expect(await withOfflineCopy('k', codec, load, { store, token: 't' })).toEqual(answer);
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to the copy when the server cannot be reached, not when it refuses', async () => {
    const { store } = memoryStore();
    await withOfflineCopy('k', codec, () => Promise.resolve({ items: ['kept'] }), { store, token: 't' });
    await copiesKept();
    const unreachable = () => Promise.reject(new ApiError('The server did not answer.', undefined));
    expect(await withOfflineCopy('k', codec, unreachable, { store, token: 't' })).toEqual({
      items: ['kept'],
    });
    const refused = () => Promise.reject(new ApiError('Forbidden', 403));
    await expect(withOfflineCopy('k', codec, refused, { store, token: 't' })).rejects.toThrow('Forbidden');
  });

  it('offline without a copy still tries, and signed out keeps nothing', async () => {
    const { store, entries } = memoryStore();
    goOffline();
    const load = vi.fn(() => Promise.reject(new ApiError('No internet connection.', undefined)));
    await expect(withOfflineCopy('k', codec, load, { store, token: 't' })).rejects.toThrow('No internet');
    expect(load).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    await withOfflineCopy('k', codec, () => Promise.resolve({ items: [] }), { store, token: null });
    expect(entries.size).toBe(0);
  });

  it('drops a copy that no longer fits the contract', async () => {
    const { store } = memoryStore();
    await keepCopy('k', bytes('{"items":[1]}'), { store, token: 't' });
    goOffline();
    const load = () => Promise.reject(new ApiError('No internet connection.', undefined));
    await expect(withOfflineCopy('k', codec, load, { store, token: 't' })).rejects.toThrow('No internet');
  });
});

describe('fileCopy', () => {
  it('keeps a file with its name and type', async () => {
    const encoded = await fileCopy.encode({
      blob: new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }),
      name: 'receipt-REF-1.pdf',
    });
    const file = fileCopy.decode(encoded);
    expect(file?.name).toBe('receipt-REF-1.pdf');
    expect(file?.blob.type).toBe('application/pdf');
    expect(await file?.blob.text()).toBe('%PDF-1.7 receipt');
  });
});
