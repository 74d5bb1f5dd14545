import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { BILLING_SOURCES, type BillingSource } from '@/domain/constants/billing-sources';
import type { Db } from '../../db/client';
import {
  barangays,
  citizenships,
  lineBusinesses,
  miscellaneousFees,
  natureBusinesses,
  offices,
  organizationTypes,
  places,
  settings,
} from '../../db/schema';
import { NotFoundError } from '../../http/http-errors';

function placesUnder(level: 'region' | 'province' | 'municipality', parentCode: string | undefined) {
  if (parentCode === undefined) return eq(places.level, level);
  if (level === 'province') {
    return and(eq(places.parentCode, parentCode), inArray(places.level, ['province', 'municipality']));
  }
  const children = and(eq(places.level, level), eq(places.parentCode, parentCode));
  return level === 'municipality'
    ? or(children, and(eq(places.level, 'municipality'), eq(places.code, parentCode)))
    : children;
}

/** Lookup lists the forms need (§7.4): places, offices and fees, business classifications. */
export function createLookupsService({ db }: { db: Db }) {
  return {
    barangays: (municipalityCode?: string) =>
      db
        .select()
        .from(barangays)
        .where(
          and(
            eq(barangays.listed, true),
            municipalityCode === undefined ? undefined : eq(barangays.municipalityCode, municipalityCode),
          ),
        )
        .orderBy(asc(barangays.name)),
    /**
     * Regions, or the provinces of a region, or the cities and municipalities of a province. A
     * highly urbanised city (the NCR cities, Cebu, Davao …) belongs to no province: it is offered
     * among its region's provinces and then as its own only city (Manila with its districts).
     */
    places: (level: 'region' | 'province' | 'municipality', parentCode?: string) =>
      db
        .select()
        .from(places)
        .where(and(eq(places.listed, true), placesUnder(level, parentCode)))
        .orderBy(asc(places.name)),
    offices: () => db.select().from(offices).orderBy(asc(offices.name)),
    miscellaneousFees: (officeId?: number) =>
      db
        .select()
        .from(miscellaneousFees)
        .where(officeId === undefined ? undefined : eq(miscellaneousFees.officeId, officeId))
        .orderBy(asc(miscellaneousFees.accountTitle)),
    organizationTypes: () => db.select().from(organizationTypes).orderBy(asc(organizationTypes.id)),
    lineBusinesses: () => db.select().from(lineBusinesses).orderBy(asc(lineBusinesses.name)),
    async natureBusinesses(lineBusinessId: number) {
      const [line] = await db.select().from(lineBusinesses).where(eq(lineBusinesses.id, lineBusinessId));
      if (!line) throw new NotFoundError('Line of business not found');
      return db
        .select()
        .from(natureBusinesses)
        .where(eq(natureBusinesses.lineBusinessId, lineBusinessId))
        .orderBy(asc(natureBusinesses.name));
    },
    citizenships: () => db.select().from(citizenships).orderBy(asc(citizenships.name)),
    /** Where this LGU's bills come from; decides rptax-csv or rptax-billing (§2.8). */
    async billingSource(): Promise<BillingSource> {
      const [row] = await db.select().from(settings).where(eq(settings.key, 'billing_import'));
      const value = row?.value;
      return (BILLING_SOURCES as readonly string[]).includes(value ?? '') ? (value as BillingSource) : 'API';
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
