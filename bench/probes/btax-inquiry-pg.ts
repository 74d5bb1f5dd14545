import { join } from 'node:path';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { importBenchBills } from '../lib/bench-bills';
import { startServer } from '../lib/server';
import type { Probe } from '../lib/types';
import { loadProbe } from './api-load';
import { BTAX_INQUIRY, INQUIRY_BINS, inquiryRequests } from './btax-inquiry';

/**
 * Issue 6's inquiry budget on PostgreSQL: the same search, p99 ≤ 50 ms at 1,000 req/s, against a
 * second server started on a throwaway cluster of Debian's PostgreSQL (scripts/pg-cluster.mjs),
 * on this same machine, over the same 2,000 BINs imported into it.
 */
const onPostgres = loadProbe({
  ...BTAX_INQUIRY,
  name: 'btax_inquiry_pg',
  rate: 1000,
  prepare: (ctx) => inquiryRequests(ctx, '639170099003'),
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
        env: { DATABASE_URL: cluster.url },
      });
      try {
        return await onPostgres.run({ ...ctx, baseUrl: server.baseUrl });
      } finally {
        await server.stop();
      }
    } finally {
      cluster.stop();
    }
  },
};
