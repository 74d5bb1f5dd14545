import { RESUBMIT_ACTIONS } from '@/domain/applications/application-contracts';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { definitionByRoute } from '../applications/application-definitions';

/** One business permit kind on its §7.5 paths. */
export interface PermitKind {
  definition: ApplicationDefinition;
  /** `POST …/business/permit/{submit}` files it. */
  submit: string;
  /** `POST …/business/permit/transactions/{id}/{resubmit}` files it again once returned; none for QUARTERLY. */
  resubmit?: string | undefined;
  /** Filed for a business the applicant already has (its `business_id`). */
  forBusiness: boolean;
  /** The fields copied from the business's latest full form into a short kind's payload. */
  copiesIdentity: boolean;
}

const kind = (route: string, submit: string, forBusiness: boolean, copiesIdentity = false): PermitKind => {
  const definition = definitionByRoute(route);
  if (!definition) throw new Error(`no definition for ${route}`);
  return { definition, submit, resubmit: RESUBMIT_ACTIONS[route], forBusiness, copiesIdentity };
};

/** The business permit kinds (§3 "new, renewal, change request, quarterly, delinquent, retirement"). */
export const PERMIT_KINDS: readonly PermitKind[] = [
  kind('e2e-business-permit-new', 'application_new', false),
  kind('e2e-business-permit-renew', 'application_renewal', true),
  kind('e2e-business-permit-change', 'application_change_request', true),
  kind('e2e-business-permit-quarterly', 'application_quarterly', true, true),
  kind('e2e-business-permit-delinquent', 'application_delinquent', true, true),
  kind('e2e-business-permit-retirement', 'application_retirement', true, true),
];

/** The kinds that carry the whole business form, so a renewal can be pre-filled from them. */
export const FULL_FORM_TYPES: ReadonlySet<string> = new Set(['NEW', 'RENEWAL', 'CHANGE']);

/** A business's name and registration, kept on a short kind's application for lists and staff. */
export const IDENTITY_FIELDS = ['business_name', 'trade_name', 'kind_of_ownership', 'tin_no', 'last_name'];

export const permitKindOf = (route: string) => PERMIT_KINDS.find((k) => k.definition.route === route);
