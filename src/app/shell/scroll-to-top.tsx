import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '@/domain/constants/layout';
import { useTopOnNavigate } from './use-top-on-navigate';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** A button back to the top of long pages, which also open at their top. */
export function ScrollToTop() {
  useTopOnNavigate();
  const t = useMessages(siteShellMessages);
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
      aria-label={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
