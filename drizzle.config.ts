import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/db/schema.ts', './server/src/db/auth-schema.ts'],
  out: './server/src/db/migrations',
});
