/** Where Debian's Chromium is (`CHROMIUM_PATH` or `CHROME_PATH` override). */
export function chromiumPath(): string;
/** The flags it needs on this machine (not headless: Playwright and chrome-launcher add that). */
export const CHROMIUM_FLAGS: readonly string[];
