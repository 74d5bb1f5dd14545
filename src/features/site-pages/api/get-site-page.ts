import { sitePage } from '@/domain/contracts/site-page';
import { http } from '@/lib/http';

/** Fetches an information page (about, faq, how-to …) by slug. */
export const getSitePage = (slug: string, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/site_pages/${encodeURIComponent(slug)}`, {
    schema: sitePage,
    silent: true,
    signal,
  });
