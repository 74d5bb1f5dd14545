import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The wallet sandbox's two RSA pairs: its own (signs answers) and the portal's (signs requests). */
export interface SandboxKeys {
  wallet: KeyPair;
  portal: KeyPair;
}

async function loadOrMake(dir: string, name: string): Promise<KeyPair> {
  const file = join(dir, `${name}-private.pem`);
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch {
    const made = await generate('rsa', { modulusLength: 2048 });
    pem = made.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // 'wx': another process that made one first wins, and both then read the same file.
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    pem = await readFile(file, 'utf8');
    await writeFile(
      join(dir, `${name}-public.pem`),
      createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString(),
    );
  }
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * The sandbox's key pairs, made on first use and kept in `<data folder>/gcash-sandbox/` (so
 * restarts and the operator see the same keys, and a real deployment's keys are never involved).
 */
export function sandboxKeys(dataDir: string): () => Promise<SandboxKeys> {
  let keys: Promise<SandboxKeys> | undefined;
  const load = async () => {
    const dir = join(dataDir, 'gcash-sandbox');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return { wallet: await loadOrMake(dir, 'wallet'), portal: await loadOrMake(dir, 'portal') };
  };
  return () => {
    keys ??= load().catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
}
