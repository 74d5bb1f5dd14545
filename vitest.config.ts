import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { icuMessages } from './scripts/vite-icu-messages.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: the web app (happy-dom) and the server (node, one PGlite per test file).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [icuMessages()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'mini-program-bridge/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated PGlite, dumped once, for every file to start from (test-database-snapshot.ts).
          globalSetup: ['./server/src/testing/test-database-snapshot.ts'],
          // PGlite takes ~0.5 GB and ~3 s per instance; two workers fit this 2-core machine.
          maxWorkers: 2,
          // After the web tests, not beside them: each PGlite wants ~0.5 GB and a core.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
