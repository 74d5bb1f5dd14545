import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The signed-in header's profile menu, not part of the landing page's JS (its budget, 90 KiB): a
 * start with a session loads it with the first page (main.tsx), and a signed-out page once it is
 * shown and the browser is idle (site-header.tsx), before a sign-in asks for it.
 */
export const LazyProfileMenu = lazyWithPreload(() =>
  import('./profile-menu').then((m) => ({ default: m.ProfileMenu })),
);
