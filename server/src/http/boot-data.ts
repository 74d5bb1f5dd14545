import type { BootData } from './index-page';
import { headerPrerender, landingPrerender } from './landing-prerender';

/** A cached JSON document with its ETag (the content module's cms and services menu). */
interface CachedDocument {
  etag: string;
  body: string;
}

/**
 * The landing page's data, embedded in the first HTML (index-page.ts), and its first paint as
 * plain HTML (landing-prerender.ts); both rebuilt only when the content changes (its ETags).
 */
export function createBootData(documents: {
  cms: () => Promise<CachedDocument>;
  siteServices: () => Promise<CachedDocument>;
}) {
  let boot: BootData | undefined;
  return async (): Promise<BootData> => {
    const [cms, services] = await Promise.all([documents.cms(), documents.siteServices()]);
    const key = cms.etag + services.etag;
    if (boot?.key !== key) {
      const site = JSON.parse(cms.body) as never;
      boot = {
        key,
        json: `{"cms":${cms.body},"services":${services.body}}`,
        landing: landingPrerender(site, JSON.parse(services.body) as never),
        header: headerPrerender(site),
      };
    }
    return boot;
  };
}
