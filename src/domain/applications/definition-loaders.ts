import type { ApplicationDefinition } from './application-definition';

/**
 * The definitions by the §2.8 sub-path they serve, each loaded only when its page opens (a
 * definition and the renderer stay out of every other route's code).
 */
export const DEFINITION_LOADERS: Readonly<Record<string, () => Promise<ApplicationDefinition>>> = {
  'e2e-business-permit-new': () => import('./business-permit-new').then((m) => m.businessPermitNew),
};

/** True when an application page exists for the sub-path. */
export const hasApplicationPage = (route: string) => Object.hasOwn(DEFINITION_LOADERS, route);
