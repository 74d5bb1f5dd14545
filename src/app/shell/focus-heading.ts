/** What had focus, and which heading showed, when the address changed (the page before). */
export interface Before {
  active: Element | null;
  heading: Element | null;
}

/**
 * The new page's heading takes focus once it shows (GOV.UK's pattern): a keyboard or screen
 * reader user starts at what opened — after Proceed, after paying — not on the page's body or
 * the header button a closed dialog gave focus back to, 14 Tabs away from the first field
 * (issue 30). A lazy page comes a moment later, the page before still showing meanwhile: looked
 * for for up to 5 s.
 */
export function focusHeading(before: Before, tries = 50) {
  const main = document.querySelector('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const active = document.activeElement;
  const waiting =
    !main ||
    !heading ||
    // A closing dialog gives focus back as it goes: after that.
    document.querySelector('[aria-modal="true"]') !== null ||
    // The page before still shows while the new one loads (what was pressed is still there).
    (before.active !== null && before.active.isConnected && main.contains(before.active)) ||
    // Its heading may still be the one shown, for a moment (when the new page is not the one
    // that rendered it already).
    (heading === before.heading && tries > 45);
  if (waiting) {
    if (tries > 0) setTimeout(focusHeading, 100, before, tries - 1);
    return;
  }
  // A new page that put focus somewhere of its own (a field) keeps it.
  if (active && active !== main && main.contains(active)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
