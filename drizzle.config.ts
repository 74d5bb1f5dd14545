import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/src/db/schema.ts',
    './server/src/db/auth-schema.ts',
    './server/src/db/billing-schema.ts',
    './server/src/db/payments-schema.ts',
    './server/src/db/property-tax-schema.ts',
    './server/src/db/violations-fees-schema.ts',
    './server/src/db/news-schema.ts',
    './server/src/db/mfa-schema.ts',
    './server/src/db/help-schema.ts',
    './server/src/db/wallet-schema.ts',
    './server/src/db/superapp-schema.ts',
    './server/src/db/applications-schema.ts',
    './server/src/db/staff-schema.ts',
    './server/src/db/permits-schema.ts',
    './server/src/db/jobs-schema.ts',
    './server/src/db/audit-schema.ts',
    './server/src/db/imports-schema.ts',
    './server/src/db/appointments-schema.ts',
    './server/src/db/fees-schema.ts',
    './server/src/db/documents-schema.ts',
    './server/src/db/treasury-schema.ts',
  ],
  out: './server/src/db/migrations',
});
