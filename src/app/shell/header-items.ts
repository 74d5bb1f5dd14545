import { LOGIN_SCREEN_HIDDEN } from '@/domain/constants/login-screen-hidden';
import { contentFlag } from '@/content/content-flag';
import type { SiteContent } from '@/content/site-content';
import type { AuthStatus } from '@/stores/session';
import { comingSoonPaths } from '../routes/coming-soon-paths';

/** What a header button does instead of following a link. */
export type HeaderAction = 'login' | 'select-transaction' | 'e-help' | 'e-mrid';

/** A header item: a link to its page, or a button (log in first, open a dialog, E-MRID). */
export type HeaderItem =
  | { name: string; href: string; action?: undefined }
  | { name: string; href?: undefined; action: HeaderAction };

/** What the header knows about the signed-in person and the LGU beyond content. */
export interface HeaderContext {
  /** is_resident = 1: E-MRID shows (§6). */
  resident: boolean;
  /** check_rptax_api says E-Government may show (§4; always true where the LGU does not gate it). */
  egovAvailable: boolean;
}

// Signed in, these open a dialog or hand off to another service (§2.3).
const SIGNED_IN_ACTIONS: Record<string, HeaderAction> = {
  'E-Government': 'select-transaction',
  // The smart-city header's combined item: the same dialog, which lists both columns (§2.8).
  'E-Government and E-Services': 'select-transaction',
  'E-Help': 'e-help',
  'E-MRID': 'e-mrid',
};

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
  'E-News': '/news',
  'E-Wallet': '/e-wallet/cash-in',
};

// Sections whose own pages exist, whatever the coming-soon flags say: E-News (issue 17), E-Wallet.
const BUILT_SECTIONS: ReadonlySet<string> = new Set(['/news', '/e-wallet/cash-in']);

/**
 * Header and drawer items: Home, then the server's module list in sequence order. An item is
 * shown only when the page or dialog it opens exists; features add their targets as they land.
 * Signed out, E-Government opens the login modal.
 */
export function headerItems(
  content: Content,
  status: AuthStatus,
  context: HeaderContext = { resident: false, egovAvailable: true },
): HeaderItem[] {
  const open = new Set([...comingSoonPaths(content), ...BUILT_SECTIONS]);
  const items: HeaderItem[] = [{ name: 'Home', href: '/' }];
  for (const service of [...content.services].sort((a, b) => a.sequence - b.sequence)) {
    if (service.status !== 1) continue;
    if (status !== 'signed-in' && LOGIN_SCREEN_HIDDEN.has(service.name)) continue;
    const visible = VISIBLE[service.name];
    if (visible && !visible(content)) continue;
    const href = SECTION_PATHS[service.name];
    const signedInAction = status === 'signed-in' ? SIGNED_IN_ACTIONS[service.name] : undefined;
    if (href && open.has(href)) items.push({ name: service.name, href });
    else if (signedInAction) {
      if (signedInAction === 'e-mrid' && !context.resident) continue;
      if (signedInAction === 'select-transaction' && !context.egovAvailable) continue;
      items.push({ name: service.name, action: signedInAction });
    } else if (status !== 'signed-in' && SIGN_IN_FIRST.has(service.name)) {
      items.push({ name: service.name, action: 'login' });
    }
  }
  return items;
}
