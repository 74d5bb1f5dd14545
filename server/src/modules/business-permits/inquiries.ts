import { manilaDateParts } from '@/domain/format/manila-date';
import { invalidField } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import type { ApplicationRow, Business } from './businesses';
import { BUSINESS_PERMITS_MESSAGES } from './business-permits.messages';

const GONE = new Set(['CANCELLED', 'REJECTED']);
// The Local Government Code lets a local tax be collected within five years (§194): older years
// are not offered.
const DELINQUENT_YEARS = 5;

const live = (business: Business, except?: number) =>
  business.applications.filter((r) => !GONE.has(r.status) && r.application.id !== except);
const yearOf = (row: ApplicationRow) => manilaDateParts(row.application.createdAt).year;
const quarterOf = (row: ApplicationRow) => Number(row.application.payload.quarter);

/**
 * What inquire_quarterly_billing answers (§7.5; its content is "not shown"): this year's four
 * quarters, those already covered by a quarterly application of the business disabled (§4:
 * periods before qtr_from are not offered; the 4th quarter is the whole year).
 */
export function quarterInquiry(business: Business, now: Date, except?: number) {
  const year = manilaDateParts(now).year;
  const covered = Math.max(
    0,
    ...live(business, except)
      .filter((r) => r.application.transactionType === 'QUARTERLY' && yearOf(r) === year)
      .map(quarterOf)
      .filter(Number.isFinite),
  );
  const qtrFrom = covered + 1;
  return {
    year,
    qtr_from: qtrFrom,
    quarters: [1, 2, 3, 4].map((quarter) => ({ quarter, disabled: quarter < qtrFrom })),
  };
}

/**
 * What inquire_delinquent_billing answers: the five years before this one (§4: never the current
 * year, which is listed disabled) less those the business has settled — a NEW or RENEWAL filed in
 * that year, or a DELINQUENT application for it.
 */
export function yearInquiry(business: Business, now: Date, except?: number) {
  const current = manilaDateParts(now).year;
  const settled = new Set(
    live(business, except).flatMap((r) => {
      if (r.application.transactionType === 'DELINQUENT') return [Number(r.application.payload.year)];
      return ['NEW', 'RENEWAL'].includes(r.application.transactionType) ? [yearOf(r)] : [];
    }),
  );
  const years = Array.from({ length: DELINQUENT_YEARS }, (_, i) => current - DELINQUENT_YEARS + i)
    .filter((year) => !settled.has(year))
    .map((year) => ({ year, disabled: false }));
  return { years: [...years, { year: current, disabled: true }] };
}

/** Refuses a quarter the inquiry would not offer (a 422 on `quarter`). */
export function checkQuarter(business: Business, quarter: unknown, now: Date, except?: number) {
  const { qtr_from: qtrFrom } = quarterInquiry(business, now, except);
  if (qtrFrom > 4) throw invalidField('quarter', BUSINESS_PERMITS_MESSAGES.noQuarterLeft);
  if (Number(quarter) < qtrFrom) throw invalidField('quarter', BUSINESS_PERMITS_MESSAGES.quarterCovered);
}

/** Refuses a year the inquiry would not offer (a 422 on `year`). */
export function checkYear(business: Business, year: unknown, now: Date, except?: number) {
  const offered = yearInquiry(business, now, except).years.filter((y) => !y.disabled);
  if (!offered.some((y) => y.year === Number(year))) {
    throw invalidField('year', BUSINESS_PERMITS_MESSAGES.yearNotOffered);
  }
}

/** One renewal a year per business: a second one while the first stands is refused (422 on business_id). */
export function checkRenewal(business: Business, now: Date, except?: number) {
  const year = manilaDateParts(now).year;
  if (live(business, except).some((r) => r.application.transactionType === 'RENEWAL' && yearOf(r) === year)) {
    throw invalidField('business_id', BUSINESS_PERMITS_MESSAGES.alreadyRenewed);
  }
}

/**
 * A renewal renews a permit: the business must hold one released (its NEW, a renewal or a change
 * RELEASED); a business whose first application is still in the office is refused (422 on business_id).
 */
export function checkReleasedPermit(business: Business) {
  const released = business.applications.some(
    (r) => r.status === 'RELEASED' && definitionByRoute(r.application.route)?.subject.holdsRecord === true,
  );
  if (!released) throw invalidField('business_id', BUSINESS_PERMITS_MESSAGES.noReleasedPermit);
}
