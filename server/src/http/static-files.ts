import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createIndexPage, type BootData, type PageHead } from './index-page';
import { createRoutePreloads } from './route-preloads';

/**
 * Serves the built PWA: hashed assets cached for a year, precompressed (br/gzip) when the
 * browser accepts it; any other path without a file extension gets index.html (SPA fallback).
 */
export function staticFiles(staticDir: string, bootData?: () => Promise<BootData>, pageHead?: PageHead) {
  const root = resolve(staticDir);
  const app = new Hono();
  const indexPage = createIndexPage(
    join(root, 'index.html'),
    bootData,
    createRoutePreloads(join(root, '.vite', 'manifest.json')),
    pageHead,
  );

  // The app's pages (no file extension, '/' included) get index.html with the boot data.
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    // The language chosen on this device (the web app mirrors it in a cookie for this first paint).
    const filipino = /(?:^|;\s*)locale=fil(?:;|$)/.test(c.req.header('Cookie') ?? '');
    const page = await indexPage(c.req.path, { filipino });
    if (!page) {
      return c.text('The web app is not built yet. Run `npm run build`, or start with `npm start`.', 503);
    }
    const accepts = c.req.header('Accept-Encoding') ?? '';
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.br, 'br']
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, 'gzip']
        : [page.html, undefined];
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });

  // serveStatic calls onFound after it has built its response, so a header set there is lost:
  // the cache policy goes on the finished response of a file that was found instead.
  app.use('*', async (c, next) => {
    await next();
    if ((c.res.status !== 200 && c.res.status !== 206) || c.res.headers.has('Cache-Control')) return;
    const immutable = c.req.path.startsWith('/assets/') && !c.req.path.endsWith('.html');
    // The service worker and the page must always be re-checked so updates reach people.
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root, precompressed: true }));

  app.get('*', (c) => c.text('Not found', 404));

  return app;
}
