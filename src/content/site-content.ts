import * as v from 'valibot';
import { proxy } from 'valtio';
import { cmsEntries } from '@/domain/contracts/cms-entries';
import { siteServices, type SiteService } from '@/domain/contracts/site-services';
import { ApiError, http } from '@/lib/http';
import { contentLanguageQuery, getLocale, useLocale } from '@/lib/i18n/locale';
import { setBotCheckSiteKey } from '@/lib/bot-check-key';
import { writeStored } from '@/lib/storage';
import { isOffline } from '@/lib/use-online';
import { applyBranding } from './apply-branding';
import type { ContentValues } from './content-values';

export interface SiteContent {
  status: 'loading' | 'ready' | 'offline' | 'error';
  variables: ContentValues;
  logos: ContentValues;
  navigationIcons: ContentValues;
  icons: ContentValues;
  backgrounds: ContentValues;
  colors: ContentValues;
  cmsColors: ContentValues;
  contents: ContentValues;
  components: ContentValues;
  services: SiteService['attributes'][];
}

const KEYS: Record<string, keyof SiteContent> = {
  VARIABLES: 'variables',
  LOGOS: 'logos',
  NAVIGATION_ICONS: 'navigationIcons',
  ICONS: 'icons',
  BACKGROUNDS: 'backgrounds',
  COLORS: 'colors',
  CMS_COLORS: 'cmsColors',
  CONTENTS: 'contents',
  COMPONENTS: 'components',
};

/** Server-driven site configuration (§3 content entries and the services menu), loaded once. */
export const siteContent = proxy<SiteContent>({
  status: 'loading',
  variables: {},
  logos: {},
  navigationIcons: {},
  icons: {},
  backgrounds: {},
  colors: {},
  cmsColors: {},
  contents: {},
  components: {},
  services: [],
});

function parseBody(body: string): ContentValues {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as ContentValues) : {};
  } catch {
    return {};
  }
}

type Cms = v.InferOutput<typeof cmsEntries>;
type Services = v.InferOutput<typeof siteServices>;

/**
 * The content the server embedded in the first HTML (a JSON data block), if it is there and
 * valid; used once. Pages served by the service worker have none and fetch instead.
 */
function takeBootData(): [Cms, Services] | null {
  const element = document.getElementById('bayan-boot');
  if (!element) return null;
  element.remove();
  try {
    const boot = JSON.parse(element.textContent || '{}') as { cms?: unknown; services?: unknown };
    const cms = v.safeParse(cmsEntries, boot.cms);
    const services = v.safeParse(siteServices, boot.services);
    return cms.success && services.success ? [cms.output, services.output] : null;
  } catch {
    return null;
  }
}

/**
 * Loads content and the services menu; on failure says whether the device is offline. The first
 * HTML embeds the English content: in Filipino it is read again, in Filipino. `again` (a language
 * switch) keeps what is shown until the new answer arrives.
 */
export async function loadSiteContent({ again = false } = {}) {
  if (!again) siteContent.status = 'loading';
  const boot = takeBootData();
  try {
    const [cms, services] =
      (getLocale() === 'en' ? boot : null) ??
      (await Promise.all([
        http.get('/api/v1/taxpayers/cms', {
          query: contentLanguageQuery(),
          schema: cmsEntries,
          silent: true,
        }),
        http.get('/api/v1/site_e_services_menu', {
          query: { order_by: 'sequence', sort_by: 'asc', status: 1, ...contentLanguageQuery() },
          schema: siteServices,
          silent: true,
        }),
      ]));
    for (const entry of cms.data) {
      const key = KEYS[entry.attributes.type];
      if (key && key !== 'status' && key !== 'services') siteContent[key] = parseBody(entry.attributes.body);
    }
    const siteKey = siteContent.variables.RECAPTCHA_SITE_KEY;
    setBotCheckSiteKey(typeof siteKey === 'string' ? siteKey : '');
    siteContent.services = services.data.map((s) => s.attributes);
    writeStored('services', JSON.stringify(siteContent.services));
    applyBranding(siteContent);
    siteContent.status = 'ready';
  } catch (err) {
    // A switch that could not be read keeps the content already shown. No answer at all is no
    // connection, whatever navigator.onLine says (issue 30); an answer that failed is the server.
    if (!again)
      siteContent.status =
        isOffline() || (err instanceof ApiError && err.status === undefined) ? 'offline' : 'error';
  }
}

/** Reads the site content again whenever the language changes (called once at start). */
export function reloadContentOnLanguageSwitch() {
  useLocale.subscribe(({ locale }, previous) => {
    if (locale !== previous.locale) void loadSiteContent({ again: true });
  });
}
