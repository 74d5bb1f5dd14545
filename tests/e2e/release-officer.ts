/**
 * The officer of the permit release journey (its own, so the console journey's first sign-in
 * still enrols theirs); playwright.config.ts creates them with the operator CLI.
 */
export const RELEASE_OFFICER_USERNAME = 'e2e.release';
export const RELEASE_OFFICER_PASSWORD = 'Release journey pass 2026';
