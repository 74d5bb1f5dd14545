import { contentFlag } from '@/content/content-flag';
import type { SiteContent } from '@/content/site-content';

// Each section is replaced by a coming-soon page while its content flag is on (§2.1).
const SECTIONS = [
  { path: '/e-services', flag: 'E_SERVICES_COMING_SOON' },
  { path: '/e-commerce', flag: 'E_COMMERCE_COMING_SOON' },
  { path: '/e-business', flag: 'E_BILLS_COMING_SOON' },
  { path: '/e-government', flag: 'E_GOVERNMENT_COMING_SOON' },
] as const;

/** The section paths that show a coming-soon page with the current content flags. */
export function comingSoonPaths(content: Pick<SiteContent, 'components'>): string[] {
  return SECTIONS.filter((s) => contentFlag(content, s.flag)).map((s) => s.path);
}

/** The coming-soon page's title by path (§2.9). */
export function comingSoonTitle(path: string): string {
  if (path.includes('e-services')) return 'E-SERVICES';
  if (path.includes('e-commerce')) return 'E-COMMERCE';
  if (path.includes('e-business')) return 'E-BILLS';
  return 'E-GOVERNMENT';
}
