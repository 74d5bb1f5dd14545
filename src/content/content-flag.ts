import type { SiteContent } from './site-content';

/** True when a COMPONENTS flag is on (stored as true, 'true' or 1). */
export function contentFlag(content: Pick<SiteContent, 'components'>, name: string): boolean {
  const value = content.components[name];
  return value === true || value === 'true' || value === 1 || value === '1';
}
