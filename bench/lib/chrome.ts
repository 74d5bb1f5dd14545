import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.mjs';

/** The flags Debian's Chromium needs here, headless (STACK.md traps 2 and 3). */
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** A launched Chromium with its DevTools port; `close()` waits until the process is gone. */
export interface Browser {
  port: number;
  close: () => Promise<void>;
}

/**
 * Launches Chromium (`chromiumPath()`: `/usr/bin/chromium` unless overridden) with a profile and XDG folders
 * under `workDir`, so nothing is written to the home folder or left in `/tmp`.
 */
export async function launchChromium(
  workDir: string,
  profile: string,
  track?: (pid: number | undefined, group?: boolean) => void,
): Promise<Browser> {
  const userDataDir = join(workDir, 'chrome', profile);
  const xdgConfig = join(workDir, 'xdg', 'config');
  const xdgCache = join(workDir, 'xdg', 'cache');
  await Promise.all([userDataDir, xdgConfig, xdgCache].map((dir) => mkdir(dir, { recursive: true })));
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
    envVars: { ...process.env, XDG_CONFIG_HOME: xdgConfig, XDG_CACHE_HOME: xdgCache, TMPDIR: workDir },
  });
  track?.(chrome.pid, true); // chrome-launcher starts it detached, leading its own process group.
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill();
      await exited;
    },
  };
}
