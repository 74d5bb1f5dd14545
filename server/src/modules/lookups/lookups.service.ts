import { asc, eq } from 'drizzle-orm';
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
import { buildPlaceIndex } from './place-index';

/** Lookup lists the forms need (§7.4): places, offices and fees, business classifications. */
export function createLookupsService({ db }: { db: Db }) {
  return {
    /** The place cascade's lists: every listed place and barangay, grouped in memory. */
    async placeIndex() {
      const [placeRows, barangayRows] = await Promise.all([
        db.select().from(places).where(eq(places.listed, true)),
        db.select().from(barangays).where(eq(barangays.listed, true)),
      ]);
      return buildPlaceIndex(placeRows, barangayRows);
    },
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
