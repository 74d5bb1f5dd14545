import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { businessPermitChange } from '@/domain/applications/business-permit-change';
import { businessPermitDelinquent } from '@/domain/applications/business-permit-delinquent';
import { businessPermitNew } from '@/domain/applications/business-permit-new';
import { businessPermitQuarterly } from '@/domain/applications/business-permit-quarterly';
import { businessPermitRenewal } from '@/domain/applications/business-permit-renewal';
import { businessPermitRetirement } from '@/domain/applications/business-permit-retirement';

/** The application types this server accepts: adding one is adding its definition here. */
export const DEFINITIONS: readonly ApplicationDefinition[] = [
  businessPermitNew,
  businessPermitRenewal,
  businessPermitChange,
  businessPermitQuarterly,
  businessPermitDelinquent,
  businessPermitRetirement,
];

const BY_ROUTE = new Map(DEFINITIONS.map((d) => [d.route, d]));

/** A definition by its §2.8 route, or undefined. */
export const definitionByRoute = (route: string) => BY_ROUTE.get(route);

/** The definition of a module's transaction type (an application status's module and name). */
export const definitionOf = (moduleType: string, transactionType: string) =>
  DEFINITIONS.find((d) => d.moduleType === moduleType && d.transactionType === transactionType);
