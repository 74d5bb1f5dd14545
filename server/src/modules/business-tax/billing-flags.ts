import { eq } from 'drizzle-orm';
import { btaxFlagsOf } from '@/domain/constants/deployment-flags';
import type { BtaxFlags } from '@/domain/contracts/business-tax';
import type { Db } from '../../db/client';
import { cmsEntries } from '../../db/schema';

/**
 * The business tax deployment flags (§5, §9) from the VARIABLES content entry, read as the web app
 * reads them (operators set them with `npm run cli -- content set VARIABLES BTAX_… true`).
 */
export async function readBtaxFlags(db: Db): Promise<BtaxFlags> {
  const [entry] = await db
    .select({ body: cmsEntries.body })
    .from(cmsEntries)
    .where(eq(cmsEntries.type, 'VARIABLES'));
  let body: Record<string, unknown> = {};
  try {
    body = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
  } catch {
    // A broken body must not take billing down: every flag stays off.
  }
  return btaxFlagsOf(body);
}
