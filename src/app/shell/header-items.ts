import { contentFlag } from '@/content/content-flag';
import type { SiteContent } from '@/content/site-content';
import type { AuthStatus } from '@/stores/session';
import { comingSoonPaths } from '../routes/coming-soon-paths';

/** A header item: a link to its page, or (signed out) a button that asks to log in first. */
export type HeaderItem =
  { name: string; href: string; action?: undefined } | { name: string; href?: undefined; action: 'login' };

/** Names the login screen hides (§1). */
export const LOGIN_SCREEN_HIDDEN = new Set([
  'E-Inquiry',
  'E-Wallet',
  'E-Help',
  'E-Government and E-Services',
  'E-Bills',
  'E-MRID',
  'E-Commerce',
]);

type Content = {
  readonly components: SiteContent['components'];
  readonly services: readonly SiteContent['services'][number][];
};

/** Who may see an item at all (§2.3), before asking whether its page exists. */
const VISIBLE: Record<string, (content: Content) => boolean> = {
  'E-Wallet': (c) => !contentFlag(c, 'SMART_CITY_HEADER'),
  'E-Government and E-Services': (c) => contentFlag(c, 'SMART_CITY_HEADER'),
  'E-Inquiry': (c) => contentFlag(c, 'SMART_CITY_HEADER'),
};

// Signed out, these sections open the login modal: they need an account (§2.3).
const SIGN_IN_FIRST = new Set(['E-Government']);

const SECTION_PATHS: Record<string, string> = {
  'E-Services': '/e-services',
  'E-Commerce': '/e-commerce',
  'E-Bills': '/e-business',
  'E-Government': '/e-government',
};

/**
 * Header and drawer items: Home, then the server's module list in sequence order. An item is
 * shown only when the page or dialog it opens exists; features add their targets as they land.
 * Signed out, E-Government opens the login modal.
 */
export function headerItems(content: Content, status: AuthStatus): HeaderItem[] {
  const open = new Set(comingSoonPaths(content));
  const items: HeaderItem[] = [{ name: 'Home', href: '/' }];
  for (const service of [...content.services].sort((a, b) => a.sequence - b.sequence)) {
    if (service.status !== 1) continue;
    if (status !== 'signed-in' && LOGIN_SCREEN_HIDDEN.has(service.name)) continue;
    const visible = VISIBLE[service.name];
    if (visible && !visible(content)) continue;
    const href = SECTION_PATHS[service.name];
    if (href && open.has(href)) items.push({ name: service.name, href });
    else if (status !== 'signed-in' && SIGN_IN_FIRST.has(service.name)) {
      items.push({ name: service.name, action: 'login' });
    }
  }
  return items;
}
