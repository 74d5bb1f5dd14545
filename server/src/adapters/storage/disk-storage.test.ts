import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bayan-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('disk storage', () => {
  it('reads back what it wrote, creating folders as needed', async () => {
    const storage = createDiskStorage(root);
    await storage.put('2026-03/abc', new Uint8Array([1, 2, 3]));
    expect(await storage.get('2026-03/abc')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers null for a file that is not there', async () => {
    expect(await createDiskStorage(root).get('2026-03/missing')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = createDiskStorage(join(root, 'uploads'));
    await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow('invalid storage key');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('deletes a file, and deleting one that is not there is not an error', async () => {
    const storage = createDiskStorage(root);
    await storage.put('2026-03/gone', new Uint8Array([4]));
    await storage.delete('2026-03/gone');
    expect(await storage.get('2026-03/gone')).toBeNull();
    await expect(storage.delete('2026-03/gone')).resolves.toBeUndefined();
  });
});
