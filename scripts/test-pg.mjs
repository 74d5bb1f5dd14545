#!/usr/bin/env node
// Runs the server tests (`vitest run --project server`) against a real PostgreSQL
// (`npm run test:pg`; CI's .ci/run uses it).
// With DATABASE_URL set, that server is used. Otherwise a throwaway cluster of Debian's
// PostgreSQL (scripts/pg-cluster.mjs) is started on a free port, and always removed.
// Extra arguments go to vitest: `node scripts/test-pg.mjs server/src/db`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = ['run', '--project', 'server', ...process.argv.slice(2)];
let tests; // the vitest process, once started
let cleanUp = () => undefined;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // From a terminal the tests get the signal too: let them stop, then clean up as usual.
    if (tests && tests.exitCode === null && tests.signalCode === null) tests.kill(signal);
    else {
      cleanUp();
      process.exit(130);
    }
  });
}

if (process.env.DATABASE_URL) {
  process.exit(await runTests(process.env.DATABASE_URL));
}

let code = 1;
try {
  const cluster = await startCluster();
  cleanUp = cluster.stop;
  console.log(`test-pg: PostgreSQL (${cluster.pgBin}) on 127.0.0.1:${cluster.port}`);
  code = await runTests(cluster.url);
} catch (err) {
  console.error(`test-pg: ${err.message}`);
  code = 1;
} finally {
  cleanUp();
}
process.exit(code);

function runTests(databaseUrl) {
  return new Promise((resolve) => {
    // vitest's own binary, not `npx vitest`: npx does not pass SIGTERM on, which would orphan it.
    tests = spawn(join(repoRoot, 'node_modules', '.bin', 'vitest'), vitestArgs, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    tests.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
