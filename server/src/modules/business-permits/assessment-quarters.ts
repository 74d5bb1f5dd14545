import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import type { QuarterBasis } from '@/domain/fees/quarter-tax';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { applicationSoas } from '../../db/permits-schema';
import { quarterInquiry } from './inquiries';
import { groupBusinesses } from './businesses';
import { selectApplicationRows } from '../applications/application-rows';

const GONE = new Set(['CANCELLED', 'REJECTED']);
const ANNUAL_KINDS = new Set(['NEW', 'RENEWAL']);

/**
 * What a quarterly application divides (docs/fee-schedule.md): the business tax lines of its
 * business's latest assessed NEW or RENEWAL SOA (the current one of that application), and the
 * quarters from the first one no other quarterly application of the year covers to the one
 * chosen. Undefined when the business has no such SOA yet.
 */
export async function quarterBasisOf(
  db: Db,
  application: typeof applications.$inferSelect,
): Promise<QuarterBasis | undefined> {
  const businessId = application.payload[BUSINESS_ID_FIELD];
  if (typeof businessId !== 'number') return undefined;
  const rows = await selectApplicationRows(db)
    .where(
      and(
        eq(applications.taxpayerId, application.taxpayerId),
        eq(applications.moduleType, application.moduleType),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const business = groupBusinesses(rows).find((b) => b.id === businessId);
  if (!business) return undefined;
  const annual = business.applications
    .filter((r) => !GONE.has(r.status) && ANNUAL_KINDS.has(r.application.transactionType))
    .map((r) => r.application.id);
  if (annual.length === 0) return undefined;
  const [soa] = await db
    .select({ lines: applicationSoas.lines })
    .from(applicationSoas)
    .where(and(inArray(applicationSoas.applicationId, annual), isNull(applicationSoas.supersededAt)))
    .orderBy(desc(applicationSoas.id))
    .limit(1);
  if (!soa) return undefined;
  const annualTax = soa.lines
    .filter((line) => line.code.startsWith('BUSINESS_TAX_'))
    .reduce((sum, line) => sum + line.amount, 0);
  const { qtr_from: from } = quarterInquiry(business, application.createdAt, application.id);
  return { annualTax, from, to: Number(application.payload.quarter) };
}
