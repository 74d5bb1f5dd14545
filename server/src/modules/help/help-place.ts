import { and, eq } from 'drizzle-orm';
import { BARANGAY_NOT_FOUND_MESSAGE } from '@/domain/contracts/help';
import type { Db } from '../../db/client';
import { barangays, places } from '../../db/schema';
import { ValidationError } from '../../http/http-errors';

/** The barangay and its city from the look-up, by codes the form sent; 422 when they do not match. */
export async function lookUpBarangay(db: Db, municipalityCode: string, barangayCode: string) {
  const [row] = await db
    .select({ barangay: barangays.name, municipality: places.name })
    .from(barangays)
    .innerJoin(places, eq(places.code, barangays.municipalityCode))
    .where(
      and(
        eq(barangays.code, barangayCode),
        eq(barangays.municipalityCode, municipalityCode),
        eq(barangays.listed, true),
      ),
    );
  if (!row) throw new ValidationError({ barangay_code: [BARANGAY_NOT_FOUND_MESSAGE] });
  return row;
}
