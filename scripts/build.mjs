// Builds the PWA into dist/. Workbox writes a temporary folder per build: keep it inside the
// project (STACK.md trap 7) so builds leave nothing behind in /tmp.
// `--progress` (the first `npm start`): Vite's stages as they pass and the time so far, so a
// newcomer does not watch one line for over a minute wondering whether it hangs (issue 30).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { buildStage } from './build-progress.mjs';

const tmp = resolve('.tmp');
mkdirSync(tmp, { recursive: true });
// The project's own Vite (never a download): `npm install` must have run.
const vite = resolve('node_modules/.bin/vite');
if (!existsSync(vite)) {
  console.error('Vite is not installed: run `npm install` first.');
  process.exit(1);
}
const progress = process.argv.includes('--progress');
const child = spawn(vite, ['build', '--logLevel', progress ? 'info' : 'warn'], {
  stdio: progress ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  env: { ...process.env, TMPDIR: tmp },
});

if (progress) {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  let quietSince = Date.now();
  const say = (line) => {
    quietSince = Date.now();
    console.log(`  [${elapsed()}] ${line}`);
  };
  createInterface({ input: child.stdout }).on('line', (raw) => {
    const line = buildStage(raw);
    if (line) say(line);
  });
  const ticker = setInterval(() => {
    if (Date.now() - quietSince >= 10_000) say('still building…');
  }, 1_000);
  child.on('exit', () => clearInterval(ticker));
}

child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
