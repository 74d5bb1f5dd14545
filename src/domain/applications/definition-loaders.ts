import type { ApplicationDefinition } from './application-definition';

/**
 * The definitions by the §2.8 sub-path they serve, each loaded only when its page opens (a
 * definition and the renderer stay out of every other route's code).
 */
export const DEFINITION_LOADERS: Readonly<Record<string, () => Promise<ApplicationDefinition>>> = {
  'e2e-business-permit-new': () => import('./business-permit-new').then((m) => m.businessPermitNew),
  'e2e-business-permit-renew': () => import('./business-permit-renewal').then((m) => m.businessPermitRenewal),
  'e2e-business-permit-change': () => import('./business-permit-change').then((m) => m.businessPermitChange),
  'e2e-business-permit-quarterly': () =>
    import('./business-permit-quarterly').then((m) => m.businessPermitQuarterly),
  'e2e-business-permit-delinquent': () =>
    import('./business-permit-delinquent').then((m) => m.businessPermitDelinquent),
  'e2e-business-permit-retirement': () =>
    import('./business-permit-retirement').then((m) => m.businessPermitRetirement),
  // T_BPLS and eBPLS (§2.8) file the same business permit through the same engine and paths.
  'business-permit-new': () => import('./business-permit-new').then((m) => m.businessPermitNew),
  'business-permit-renew': () => import('./business-permit-renewal').then((m) => m.businessPermitRenewal),
  'ebpls-new': () => import('./business-permit-new').then((m) => m.businessPermitNew),
  'ebpls-renew': () => import('./business-permit-renewal').then((m) => m.businessPermitRenewal),
};

/**
 * The kinds filed for a business the applicant already has (§7.5: renewal, change, quarterly,
 * delinquent, retirement): the page first asks which one (`GET businesses`) and fills the form
 * from its latest application.
 */
export const FOR_A_BUSINESS: ReadonlySet<string> = new Set([
  'e2e-business-permit-renew',
  'e2e-business-permit-change',
  'e2e-business-permit-quarterly',
  'e2e-business-permit-delinquent',
  'e2e-business-permit-retirement',
]);

/** True when an application page exists for the sub-path. */
export const hasApplicationPage = (route: string) => Object.hasOwn(DEFINITION_LOADERS, route);
