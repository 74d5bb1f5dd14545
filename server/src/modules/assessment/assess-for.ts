import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { assessApplication, needsAnnualTax } from '@/domain/fees/assess-application';
import type { QuarterBasis } from '@/domain/fees/quarter-tax';
import type { applications } from '../../db/applications-schema';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import { ConflictError } from '../../http/http-errors';

export const NO_FEE_RULE_MESSAGE = 'The fee schedule has no rule for this application type.';
export const NO_ANNUAL_TAX_MESSAGE =
  "This business has no assessed new or renewal application to divide into quarters. Assess the business's renewal first.";

type Application = typeof applications.$inferSelect;

/** Finds what a quarterly rule divides for an application (registered by the kind that has one). */
export type QuarterBasisOf = (application: Application) => Promise<QuarterBasis | undefined>;

/**
 * The one seam between the engine and the fee schedule (issue 26): what a kind's fee rule charges
 * for an application, by its definition. A free kind, or a rule the schedule lacks, is a 409.
 */
export function createAssessFor(schedule: FeeScheduleSource) {
  let quarterBasisOf: QuarterBasisOf | undefined;
  return {
    /** The kind whose rule divides an annual tax into quarters tells how to find that tax. */
    useQuarterBasis(find: QuarterBasisOf) {
      quarterBasisOf = find;
    },
    /** What the kind's rule charges under the schedule in use, assessed at `at` (date-based lines). */
    async assess(definition: ApplicationDefinition | undefined, application: Application, at: Date) {
      const current = await schedule.current();
      const rule = definition?.fees;
      if (!rule || !Object.hasOwn(current.rules, rule)) throw new ConflictError(NO_FEE_RULE_MESSAGE);
      let quarters;
      if (needsAnnualTax(current, rule)) {
        quarters = await quarterBasisOf?.(application);
        if (!quarters) throw new ConflictError(NO_ANNUAL_TAX_MESSAGE);
      }
      return assessApplication(current, rule, application.payload, quarters, at);
    },
  };
}
