import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The running portal's operator endpoint, written in its data folder while it takes commands. */
export const OPERATOR_FILE = 'operator.json';

export interface OperatorEndpoint {
  pid: number;
  /** Its port on 127.0.0.1. */
  port: number;
  /** The bearer token every command must carry: 32 random bytes, new at each start. */
  token: string;
}

/**
 * Writes the endpoint readable by the portal's own user only (0600), atomically: a new file
 * beside it, then renamed over the name, so a reader never sees half of it and a link planted
 * at the name is replaced rather than followed.
 */
export function writeOperatorFile(dataDir: string, endpoint: OperatorEndpoint) {
  const temporary = join(dataDir, `.${OPERATOR_FILE}.${randomBytes(6).toString('hex')}`);
  writeFileSync(temporary, JSON.stringify(endpoint), { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, join(dataDir, OPERATOR_FILE));
}

/** Removes the endpoint file if it is still this portal's (a later portal may have written its own). */
export function removeOperatorFile(dataDir: string, token: string) {
  if (readOperatorFile(dataDir, { trustAnyOwner: true })?.token === token) {
    rmSync(join(dataDir, OPERATOR_FILE), { force: true });
  }
}

/**
 * The endpoint a running portal wrote, or null when there is none. The command line sends its
 * standard input (a password) to it, so it trusts only a file the data folder's owner wrote and
 * nobody else can read: mode 0600, owned by the folder's owner (another user able to write to the
 * folder could plant a file, but not one owned by someone else). Anything else is refused.
 */
export function readOperatorFile(
  dataDir: string,
  { trustAnyOwner = false }: { trustAnyOwner?: boolean } = {},
): OperatorEndpoint | null {
  const path = join(dataDir, OPERATOR_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  if (!trustAnyOwner && process.platform !== 'win32') {
    const file = statSync(path);
    const folder = statSync(dataDir);
    if ((file.mode & 0o077) !== 0 || file.uid !== folder.uid) {
      throw new Error(`${path} is not trusted: it must be mode 0600 and owned by the data folder's owner`);
    }
  }
  const parsed = JSON.parse(text) as Partial<OperatorEndpoint>;
  if (
    !Number.isInteger(parsed.port) ||
    !Number.isInteger(parsed.pid) ||
    typeof parsed.token !== 'string' ||
    !/^[\w-]{43}$/.test(parsed.token)
  ) {
    return null;
  }
  return { pid: parsed.pid as number, port: parsed.port as number, token: parsed.token };
}
