import { eq } from 'drizzle-orm';
import type { BtaxFlags } from '@/domain/contracts/business-tax';
import type { Db } from '../../db/client';
import { cmsEntries } from '../../db/schema';

const FLAG_NAMES = [
  'BTAX_BIN_INPUT_FREE_TEXT',
  'BTAX_WITHOUT_YEAR_FILTER',
  'BTAX_WITHOUT_PERIOD_FILTER',
] as const;

// Operators set these with `npm run cli -- content set VARIABLES BTAX_… true`, which stores a
// boolean; a hand-edited body may hold 'true' or 1 instead, so those count as on too.
const isOn = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';

/** The business tax deployment flags (§5, §9) from the VARIABLES content entry; off when absent. */
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
  return Object.fromEntries(FLAG_NAMES.map((name) => [name, isOn(body[name])]));
}
