// Builds the PWA into dist/. Workbox writes a temporary folder per build: keep it inside the
// project (STACK.md trap 7) so builds leave nothing behind in /tmp.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const tmp = resolve('.tmp');
mkdirSync(tmp, { recursive: true });
// The project's own Vite (never a download): `npm install` must have run.
const vite = resolve('node_modules/.bin/vite');
if (!existsSync(vite)) {
  console.error('Vite is not installed: run `npm install` first.');
  process.exit(1);
}
const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: tmp },
});
process.exit(result.status ?? 1);
