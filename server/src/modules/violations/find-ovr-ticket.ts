import { eq } from 'drizzle-orm';
import { normalizeName, normalizeOvrNo } from '@/domain/contracts/ordinance-violations';
import type { Db } from '../../db/client';
import { ovrTickets } from '../../db/violations-fees-schema';

export type OvrTicket = typeof ovrTickets.$inferSelect;

/**
 * The ticket with this number whose violator has this last name, or null: a number with another
 * name answers exactly as an unknown number, since the two together prove the ticket is in hand.
 */
export async function findOvrTicket(db: Db, ovrNo: string, lastName: string): Promise<OvrTicket | null> {
  const [row] = await db
    .select()
    .from(ovrTickets)
    .where(eq(ovrTickets.ovrNo, normalizeOvrNo(ovrNo)));
  return row && row.violatorLastName === normalizeName(lastName) ? row : null;
}
