// `npm start` runs this first: builds the web app when dist/ is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/index.html';
const sources = ['src', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'Building the web app (first start; about a minute or two on a small machine)…'
      : 'Sources changed: rebuilding the web app…',
  );
  const result = spawnSync('node', ['scripts/build.mjs', '--progress'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
