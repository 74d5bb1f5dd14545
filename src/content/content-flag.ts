import type { ContentFlag } from '@/domain/constants/content-flags';
import { isFlagOn } from '@/domain/constants/is-flag-on';
import type { SiteContent } from './site-content';

/** True when a COMPONENTS flag is on (§3, §9). */
export function contentFlag(content: Pick<SiteContent, 'components'>, name: ContentFlag): boolean {
  return isFlagOn(content.components[name]);
}
