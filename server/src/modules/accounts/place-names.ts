import { eq, inArray } from 'drizzle-orm';
import { fieldLabel } from '@/domain/validation/field-label';
import type { Db } from '../../db/client';
import { barangays, places } from '../../db/schema';
import { ValidationError } from '../../http/http-errors';

const PLACE_FIELDS = [
  'place_of_birth_region',
  'place_of_birth_province',
  'place_of_birth_municipality',
  'region',
  'province',
  'municipality',
] as const;

/**
 * The `_name` of every place `_code` in a profile, from the places tables; a code that is not on
 * the list is a 422 on its field (names are never taken from the client).
 */
export async function placeNames(db: Db, input: Record<string, unknown>): Promise<Record<string, string>> {
  const codes = PLACE_FIELDS.map((f) => input[`${f}_code`]).filter(
    (c): c is string => typeof c === 'string' && c !== '',
  );
  const rows = codes.length ? await db.select().from(places).where(inArray(places.code, codes)) : [];
  const byCode = new Map(rows.map((r) => [r.code, r.name]));
  const names: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const field of PLACE_FIELDS) {
    const code = input[`${field}_code`];
    if (typeof code !== 'string' || code === '') {
      names[`${field}_name`] = '';
      continue;
    }
    const name = byCode.get(code);
    if (name) names[`${field}_name`] = name;
    else errors[`${field}_code`] = [`Choose a ${fieldLabel(`${field}_code`)} from the list.`];
  }
  const barangayCode = input.barangay_code;
  if (typeof barangayCode === 'string' && barangayCode !== '') {
    const [row] = await db.select().from(barangays).where(eq(barangays.code, barangayCode));
    if (row) names.barangay_name = row.name;
    else errors.barangay_code = ['Choose a barangay from the list.'];
  } else {
    names.barangay_name = '';
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return names;
}
