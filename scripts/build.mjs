// Builds the PWA into dist/. Workbox writes a temporary folder per build: keep it inside the
// project (STACK.md trap 7) so builds leave nothing behind in /tmp.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const tmp = resolve('.tmp');
mkdirSync(tmp, { recursive: true });
const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: tmp },
});
process.exit(result.status ?? 1);
