import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built PWA: hashed assets cached for a year, precompressed (br/gzip) when the
 * browser accepts it; any other path without a file extension gets index.html (SPA fallback).
 */
export function staticFiles(staticDir: string) {
  const root = resolve(staticDir);
  const app = new Hono();
  const indexPath = join(root, 'index.html');

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

  app.get('*', (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexPath)) {
      return c.text('The web app is not built yet. Run `npm run build`, or start with `npm start`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });

  return app;
}
