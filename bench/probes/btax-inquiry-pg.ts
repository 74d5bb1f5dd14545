import { join } from 'node:path';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { benchAccounts } from '../lib/bench-accounts';
import { importBenchBills } from '../lib/bench-bills';
import { startServer } from '../lib/server';
import type { Probe } from '../lib/types';
import { loadProbe } from './api-load';
import { BTAX_INQUIRY, INQUIRY_BINS, inquiryRequests } from './btax-inquiry';

/**
 * Accounts the look-ups spread over: each stays under the real limit (30 a minute, shared by the
 * instances in the database), as a city's payers do; 12,000 look-ups in 12 s need 400.
 */
const ACCOUNTS = 450;

/**
 * Issue 6's inquiry budget on PostgreSQL: the same search, p99 ≤ 50 ms at 1,000 req/s, against a
 * second server started on a throwaway cluster of Debian's PostgreSQL (scripts/pg-cluster.mjs),
 * on this same machine, over the same 2,000 BINs imported into it. The look-up limit is the real
 * one, counted in the database: one account at 1,000 req/s under a lifted limit made the exact
 * shared count walk thousands of its own events per look-up, a load no payer makes.
 */
const onPostgres = (databaseUrl: string) =>
  loadProbe({
    ...BTAX_INQUIRY,
    name: 'btax_inquiry_pg',
    rate: 1000,
    prepare: async (ctx) => {
      const first = await inquiryRequests(ctx, '639170099003');
      const tokens = await benchAccounts(ctx.baseUrl, databaseUrl, '639170098', ACCOUNTS, '639170099003');
      return {
        ...first,
        headersOf: (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` }),
      };
    },
  });

export const btaxInquiryPgProbe: Probe = {
  name: 'btax_inquiry_pg',
  async run(ctx) {
    ctx.log('starting a throwaway PostgreSQL cluster and a server on it');
    const cluster = await startCluster({ settings: ['max_connections=50'] });
    try {
      await importBenchBills({ ...INQUIRY_BINS, workDir: ctx.workDir, env: { DATABASE_URL: cluster.url } });
      const server = await startServer({
        dataDir: join(ctx.workDir, 'data-pg'),
        track: ctx.track,
        env: { DATABASE_URL: cluster.url, BTAX_LOOKUPS_PER_MINUTE: '30' },
      });
      try {
        return await onPostgres(cluster.url).run({ ...ctx, baseUrl: server.baseUrl });
      } finally {
        await server.stop();
      }
    } finally {
      cluster.stop();
    }
  },
};
