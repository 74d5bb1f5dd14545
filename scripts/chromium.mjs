/**
 * Debian's Chromium as the journeys and the bench drive it: never a downloaded browser (this
 * machine cannot download one), with the flags it needs here, as root and without a GPU
 * (STACK.md traps 2 and 3). `CHROMIUM_PATH` (or `CHROME_PATH`, Lighthouse's name) overrides.
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
