import { sitePage } from '@/domain/contracts/site-page';
import { http } from '@/lib/http';
import { contentLanguageQuery } from '@/lib/i18n/locale';

/** Fetches an information page (about, faq, how-to …) by slug. */
export const getSitePage = (slug: string, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/site_pages/${encodeURIComponent(slug)}`, {
    query: contentLanguageQuery(),
    schema: sitePage,
    silent: true,
    signal,
  });
