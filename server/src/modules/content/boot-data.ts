import type { BootData } from '../../http/index-page';
import { headerPrerender, landingPrerender } from '../../http/landing-prerender';
import type { ContentDocuments } from './content-documents';

/**
 * The landing page's data, embedded in the first HTML (see http/index-page.ts), and its first
 * paint as plain HTML (http/landing-prerender.ts); both rebuilt only when the content changes.
 */
export function createBootData(documents: Pick<ContentDocuments, 'cms' | 'siteServices'>) {
  let boot: BootData | undefined;
  return async (): Promise<BootData> => {
    const [cms, services] = await Promise.all([documents.cms(), documents.siteServices()]);
    const key = cms.etag + services.etag;
    if (boot?.key !== key) {
      boot = {
        key,
        json: `{"cms":${cms.body},"services":${services.body}}`,
        landing: landingPrerender(JSON.parse(cms.body) as never, JSON.parse(services.body) as never),
        header: headerPrerender(JSON.parse(cms.body) as never),
      };
    }
    return boot;
  };
}
