import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * The new page's heading takes focus once it shows (GOV.UK's pattern): a keyboard or screen
 * reader user starts at what opened — after Proceed, after paying — not on the page's body or
 * the header button a closed dialog gave focus back to, 14 Tabs away from the first field
 * (issue 30). A lazy page's heading may come a moment later: looked for for up to 5 s.
 */
function focusHeading(tries = 50) {
  const main = document.querySelector('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  // Wait for the heading, and for a closing dialog to be gone (it gives focus back as it goes).
  if (!main || !heading || document.querySelector('[aria-modal="true"]')) {
    if (tries > 0) setTimeout(focusHeading, 100, tries - 1);
    return;
  }
  // A page that put focus somewhere of its own (a field) keeps it.
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * A new page opens at its top, its heading focused: a link or a redirect (saving the profile goes
 * home) no longer keeps the scroll of the page before (issue 12). Left alone: the first page, a
 * link to an anchor (#…), and the browser's Back and Forward, which restore where the reader was.
 */
export function useTopOnNavigate() {
  const [location] = useLocation();
  const last = useRef(location);
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (last.current === location) return;
    last.current = location;
    const wasPop = popped.current;
    popped.current = false;
    if (!wasPop && !window.location.hash) {
      window.scrollTo(0, 0);
      // After this render: the page that just mounted may already show its heading.
      setTimeout(focusHeading);
    }
  }, [location]);
}
