import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
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
        // API answers carry personal data and must be fresh: the worker never serves or caches them.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/, /^\/sandbox\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
});
