/**
 * The officer who releases the permit a renewal renews (its own, so the other journeys' first
 * sign-ins still enrol theirs); playwright.config.ts creates them with the operator CLI.
 */
export const RENEW_OFFICER_USERNAME = 'e2e.renew';
export const RENEW_OFFICER_PASSWORD = 'Renew journey pass 2026';
