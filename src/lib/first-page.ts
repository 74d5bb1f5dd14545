import { useEffect } from 'react';
import { settledWithin } from './settled-within';

/**
 * The page a visit opens on, shown. Until then, background work waits: refreshing what is already
 * on screen, the header's E-Government check, the service worker and what it caches. On a phone's
 * weak connection those requests would share the line with the page's own data, and a slow phone's
 * main thread with the render that shows it.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));
let waitingForData = false;

// After the commit that showed the page, its paint: a task later is not always after the frame.
const PAINT_MS = 100;
/** However the page fares (it never says it is shown), background work starts after this. */
export const FIRST_PAGE_MAX_WAIT_MS = 5000;

/** The opened page reads data it must show first (warmRouteData): the shell alone is not it. */
export function expectFirstPageData() {
  waitingForData = true;
}

/** The app's shell is on screen: the first page is shown, unless it said it waits for data. */
export function shellShown() {
  if (!waitingForData) markShown();
}

/** The opened page shows its data, or why it has none. */
export function firstPageShown() {
  markShown();
}

/** A page's way to say it: once `ready` (its data, or its error, is rendered). */
export function useFirstPageShown(ready: boolean) {
  useEffect(() => {
    if (ready) firstPageShown();
  }, [ready]);
}

/** Resolves once the first page is shown and painted, or after FIRST_PAGE_MAX_WAIT_MS. */
export function afterFirstPage(maxWaitMs = FIRST_PAGE_MAX_WAIT_MS): Promise<void> {
  return settledWithin(shown, maxWaitMs).then(
    () => new Promise<void>((resolve) => setTimeout(resolve, PAINT_MS)),
  );
}
