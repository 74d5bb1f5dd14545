import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NEWS_CACHE, NEWS_URL, PUBLIC_API_URL, PUBLIC_CONTENT_CACHE } from './src/app/pwa/public-content.ts';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { icuMessages } from './scripts/vite-icu-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The entry (React + app shell) is ~265 kB minified, ~86 KiB gzip; `npm run bench` guards the
    // gzip budget of 90 KiB. Route chunks are small: a warning here means something heavy slipped in.
    chunkSizeWarningLimit: 300,
    // Every browser the portal supports (Chrome and Android WebView 66+, Safari 17+) preloads
    // modules itself; the polyfill only cost the first page bytes. A lazy chunk's shared code is
    // not listed in the chunk that imports it (only its styles, which must load with it): those
    // lists grew with every route and cost the first page 2 KiB gzip. A page's shared code is then
    // asked for when the page's own chunk arrives; a deep link's first HTML names all of it
    // (server/src/http/route-preloads.ts) and after the first visit the service worker has it all.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      // Everything the first paint loads statically in one chunk: shared by the entry and a lazy
      // page, the HTTP client, storage or a flag helper would each become a small chunk of its
      // own, fetched at once anyway; together they make fewer requests and gzip better (the
      // landing budget, 90 KiB).
      // The money and date formatters (pure functions, a few hundred bytes each) in one chunk
      // beside it: shared by most pages in differing sets, they were four chunks of their own,
      // four requests more on a deep link's first load over a phone's HTTP/1.1 connections.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'format', test: /\/src\/domain\/(format|money)\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  // /sandbox: the wallet and gateway sandboxes and the GCash host simulator the portal serves
  // (/sandbox/gcash/host-simulator/index.html, docs/api-wallet.md).
  server: { proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' } },
  plugins: [
    icuMessages(),
    react(),
    VitePWA({
      registerType: 'prompt',
      // Registered by src/app/pwa/register-service-worker.ts with workbox-window: no inline script (CSP).
      injectRegister: null,
      // The root manifest.webmanifest is the real one (linked from index.html).
      manifest: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png', 'images/**/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // The server's own pages: the dev outbox (outside production) and the sandboxes' pages.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/, /^\/sandbox\//, /^\/dev\//],
        // Public content only (the same for everyone): shown at once, refreshed behind. Personal
        // answers never enter the worker's cache (docs/decisions.md, Offline): the app keeps its
        // own encrypted copies of the history and receipts, per session.
        runtimeCaching: [
          {
            urlPattern: PUBLIC_API_URL,
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: PUBLIC_CONTENT_CACHE,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              // Content answers vary by Accept-Language (English / Filipino): offline, the copy in
              // the other language is better than none, and the start-up copy is asked without one.
              matchOptions: { ignoreVary: true },
            },
          },
          {
            // News read online stays readable offline: the newest when the network answers within
            // a few seconds, the kept copy otherwise (public, no personal data).
            urlPattern: NEWS_URL,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: NEWS_CACHE,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
        // The first visit's page is taken over once the worker is installed, so what it reads next
        // (FAQ, About) is kept; an update still waits for 'Here!' (no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    chunkModules(),
    precompress(),
  ],
});
