import { PUBLIC_CONTENT_CACHE } from './public-content';

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
