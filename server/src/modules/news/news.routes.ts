import { type Context, Hono } from 'hono';
import { newsQuery } from '@/domain/contracts/news';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { languageFromHeader } from '../../http/i18n/request-language';
import { NotFoundError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import { sendCached } from '../../http/send-cached';
import { readCover } from './cover-image';
import type { NewsDocuments } from './news-documents';

/** The id path parameter; anything but a positive integer is simply not found. */
function newsId(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new NotFoundError('Article not found');
  return Number(raw);
}

/** §7.4 news_articles (public, no sign-in) and the covers' images. */
export function newsRoutes({ documents, storage }: { documents: NewsDocuments; storage: FileStorage }) {
  const app = new Hono();
  const language = (c: Context) => languageFromHeader(c.req.header('Accept-Language'));

  app.get('/v1/taxpayers/news_articles', async (c) => {
    const query = parseWith(newsQuery, c.req.query());
    return sendCached(c, await documents.list(query, language(c)), { varyByLanguage: true });
  });

  app.get('/v1/taxpayers/news_articles/:id', async (c) =>
    sendCached(c, await documents.one(newsId(c.req.param('id')), language(c)), { varyByLanguage: true }),
  );

  app.get('/v1/taxpayers/news_images/:name', async (c) => {
    const data = await readCover(storage, c.req.param('name'));
    if (!data) throw new NotFoundError('File not found');
    // A rendition's name is new for every image stored: it never changes once served.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(data), 200, { 'Content-Type': 'image/webp' });
  });

  return app;
}
