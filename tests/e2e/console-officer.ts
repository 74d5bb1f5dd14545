/** The officer the console journey signs in as; playwright.config.ts creates them with the CLI. */
export const E2E_STAFF_USERNAME = 'e2e.console';
export const E2E_STAFF_PASSWORD = 'Console journey pass 2026';
