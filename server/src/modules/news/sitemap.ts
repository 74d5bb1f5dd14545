import { escapeHtml } from '../../http/landing-prerender';

/** The public pages every visitor may open (§2.2), in the sitemap before the articles. */
export const PUBLIC_PAGES = [
  '/',
  '/news',
  '/articles',
  '/videos',
  '/about',
  '/faq',
  '/how-to',
  '/privacy-policy',
  '/terms-and-condition',
  '/contact-us',
] as const;

/** sitemap.xml (sitemaps.org 0.9): the public pages, then every served article with its date. */
export function sitemapXml(publicUrl: string, articles: readonly { id: number; publishedAt: string }[]) {
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeHtml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    PUBLIC_PAGES.map((p) => url(p)).join('') +
    articles.map((a) => url(`/articles/${a.id}`, a.publishedAt)).join('') +
    '</urlset>\n'
  );
}
