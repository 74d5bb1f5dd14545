import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '@/domain/constants/layout';
import { useTopOnNavigate } from './use-top-on-navigate';

/** A button back to the top of long pages, which also open at their top. */
export function ScrollToTop() {
  useTopOnNavigate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
