/**
 * Services the login screen hides (§1): the landing page lists the rest, both the web app's and
 * the server's pre-rendered first paint, which must match it.
 */
export const LOGIN_SCREEN_HIDDEN: ReadonlySet<string> = new Set([
  'E-Inquiry',
  'E-Wallet',
  'E-Help',
  'E-Government and E-Services',
  'E-Bills',
  'E-MRID',
  'E-Commerce',
]);
