import { userInfo } from 'node:os';
import { openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { ConfigError, type Env, readEnv } from '../env';
import { readOperatorFile } from '../operator/operator-file';
import { CLI_HELP } from './cli-help';
import { type CommandIo, runOperatorCommand } from './operator-command';
import { PortalGoneError, runInPortal } from './portal-client';
import { readStdin } from './staff-commands';

const io: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
// A portal holding the folder writes its endpoint once its database is open; a starting one
// (migrations, the first seed) is waited for this long before giving up.
const WAIT_FOR_PORTAL_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Standard input is read once, whichever process ends up running the command.
let stdin: Promise<string> | undefined;
const readStdinOnce = () => (stdin ??= readStdin());

/** Runs the command on a database of its own (nothing else holds it). */
async function runHere(env: Env, args: string[]) {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.BAYAN_DATA_DIR,
    timeoutMs: env.DB_TIMEOUT_MS,
    poolSize: 2,
    // An import of 100,000 bills is one long statement a batch: no request-sized deadline.
    longQueries: true,
  });
  try {
    const ctx = {
      db: database.db,
      env,
      cwd: process.cwd(),
      user: userInfo().username,
      readStdin: readStdinOnce,
    };
    return await runOperatorCommand(ctx, args, io);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database is held by another process: a running portal takes the command and runs
 * it itself. Standard input is read only for a command that reads it, so nothing waits on a terminal.
 */
async function handOver(env: Env, args: string[], firstRefusal: DataDirBusyError) {
  const started = Date.now();
  let busy = firstRefusal;
  let told = false;
  for (;;) {
    const endpoint = readOperatorFile(env.BAYAN_DATA_DIR);
    // Only the endpoint of the process holding the folder: a killed portal's file may name a port
    // that something else listens on now, and the command carries its standard input.
    if (endpoint && endpoint.pid === busy.holder) {
      const input = args.includes('--password-stdin') ? await readStdinOnce() : null;
      const request = { args, cwd: process.cwd(), user: userInfo().username, stdin: input };
      try {
        return await runInPortal(endpoint, request, io);
      } catch (err) {
        if (!(err instanceof PortalGoneError)) throw err;
      }
    }
    try {
      return await runHere(env, args);
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      busy = err;
    }
    if (Date.now() - started > WAIT_FOR_PORTAL_MS) {
      throw new Error(
        `${busy.message}, and no portal there took the command: another command may still be running`,
      );
    }
    if (!told) io.err('the data folder is in use: waiting for the portal to take the command…');
    told = true;
    await sleep(250);
  }
}

/** Runs one operator command and answers its exit code (0 done, 1 refused, 2 usage). */
async function main(args: string[]) {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(CLI_HELP);
    return 0;
  }
  const env = readEnv();
  try {
    return await runHere(env, args);
  } catch (err) {
    if (!(err instanceof DataDirBusyError) || env.DATABASE_URL) throw err;
    return handOver(env, args, err);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof ConfigError ? err.message : (err as Error).message;
    console.error(`bayan: ${message}`);
    process.exit(1);
  },
);
