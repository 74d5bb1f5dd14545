// Shared with vite.config.ts (the service worker's routes), so no '@/' imports here.

/** The service worker's cache of public API answers (stale-while-revalidate). */
export const PUBLIC_CONTENT_CACHE = 'bayan-public-content-v1';

/**
 * The API reads the service worker may keep: the same answer for everyone, no personal data —
 * site content and the services menu (the header, logo and landing page), the module catalogue,
 * information pages (FAQ, About), and the place and citizenship lists the profile form needs.
 * Anything else under /api/ (profile, transactions, bills, uploads) never enters its cache.
 */
export const PUBLIC_API_URL =
  /^https?:\/\/[^/?#]+\/api\/v1\/(?:site_e_services_menu|taxpayers\/(?:cms|module_systems(?:\/\d+)?|site_pages\/[\w-]+|places|barangays|citizenships))(?:\?[^#]*)?$/;

/**
 * What the app asks for at start (src/content/site-content.ts). The first page of a visit has it
 * in the HTML instead, so nothing passes through the worker: it is fetched once into the cache.
 */
export const BOOT_CONTENT_URLS = [
  '/api/v1/taxpayers/cms',
  '/api/v1/site_e_services_menu?order_by=sequence&sort_by=asc&status=1',
];

/** Puts the start-up content in the public cache if it is not there yet, so a reload offline shows the site. */
export async function keepBootContent(storage: CacheStorage = caches, fetchImpl: typeof fetch = fetch) {
  const cache = await storage.open(PUBLIC_CONTENT_CACHE);
  await Promise.all(
    BOOT_CONTENT_URLS.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetchImpl(url, { headers: { Accept: 'application/vnd.api+json' } });
      if (response.ok) await cache.put(url, response);
    }),
  );
}
