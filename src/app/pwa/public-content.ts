// Shared with vite.config.ts (the service worker's routes), so no '@/' imports here.

/** The service worker's cache of public API answers (stale-while-revalidate). */
export const PUBLIC_CONTENT_CACHE = 'bayan-public-content-v1';

/**
 * The API reads the service worker may keep: the same answer for everyone, no personal data —
 * site content and the services menu (the header, logo and landing page), the module catalogue,
 * information pages (FAQ, About), the place and citizenship lists the profile form needs, and the
 * lines of business an application offers (its form reopens offline).
 * Anything else under /api/ (profile, transactions, bills, uploads) never enters its cache.
 */
export const PUBLIC_API_URL =
  /^https?:\/\/[^/?#]+\/api\/v1\/(?:site_e_services_menu|taxpayers\/(?:cms|module_systems(?:\/\d+)?|site_pages\/[\w-]+|places|barangays|citizenships|line_businesses))(?:\?[^#]*)?$/;

/** The service worker's cache of the news read online, kept for reading offline (issue 30). */
export const NEWS_CACHE = 'bayan-news-v1';

/**
 * News is public (the same for everyone, no sign-in): the list and each article as JSON, and the
 * covers' renditions (uploaded ones and the demo's). Asked of the network first, so a reader
 * online sees what is new; the copy answers when there is no connection.
 */
export const NEWS_URL =
  /^https?:\/\/[^/?#]+\/(?:api\/v1\/taxpayers\/(?:news_articles(?:\/\d+)?(?:\?[^#]*)?|news_images\/[\w.-]+)|images\/news\/[\w.-]+)$/;
