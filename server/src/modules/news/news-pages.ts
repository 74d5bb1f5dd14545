import { Hono } from 'hono';
import type { NewsDocuments } from './news-documents';
import { sitemapXml } from './sitemap';

/** /sitemap.xml and /robots.txt, which names the sitemap by the portal's public address. */
export function newsPages({ documents, publicUrl }: { documents: NewsDocuments; publicUrl: string }) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(sitemapXml(publicUrl, await documents.servedIds()), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });
  // Served here rather than from public/: a Sitemap line must be an absolute address.
  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
  return app;
}
