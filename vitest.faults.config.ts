import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault suite (`npm run test:faults`): real portal processes, a throwaway PostgreSQL that is
// stopped, frozen and restarted, and an embedded portal killed mid-write. Not part of `npm test`.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One scenario at a time: each measures latencies that a neighbour's load would distort.
    fileParallelism: false,
    // Its budgets are wall-clock times on a 2-core machine that may be shared: in CI a scenario
    // gets one more try, as the browser journeys do (it must still pass whole).
    retry: process.env.CI ? 1 : 0,
  },
});
