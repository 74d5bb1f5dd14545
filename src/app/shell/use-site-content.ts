import { useSnapshot } from 'valtio';
import { siteContent } from '@/content/site-content';

/** A render-tracked read of the site content. */
export const useSiteContent = () => useSnapshot(siteContent);
