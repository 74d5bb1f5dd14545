import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// Back and Forward, noted by a listener added when this module loads: before the router's own,
// which re-renders at once, so the flag is set when the effect below reads it (a listener added
// by an effect ran after it, and took the next link for a Back: no scroll, no focus; issue 30).
let popped = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (popped = true));

/**
 * A new page opens at its top, its heading focused: a link or a redirect (saving the profile goes
 * home) no longer keeps the scroll of the page before (issue 12). Left alone: the first page, a
 * link to an anchor (#…), and the browser's Back and Forward, which restore where the reader was.
 */
export function useTopOnNavigate() {
  const [location] = useLocation();
  const last = useRef(location);
  useEffect(() => {
    if (last.current === location) return;
    last.current = location;
    const wasPop = popped;
    popped = false;
    if (!wasPop && !window.location.hash) {
      window.scrollTo(0, 0);
      // The new page's heading takes focus (focus-heading.ts), loaded then: the landing page's
      // first load does not carry it.
      const before = { active: document.activeElement, heading: document.querySelector('main h1') };
      void import('./focus-heading').then(({ focusHeading }) => focusHeading(before));
    }
  }, [location]);
}
