/**
 * Folders whose user-facing strings all come from message catalogues (docs/i18n.md). Add a folder
 * here once it is migrated: no-literal-strings.test.ts then fails on any literal it renders.
 */
export const MIGRATED_FOLDERS = [
  'src/components',
  'src/features/business-tax',
  'src/features/payments',
  'src/features/services',
  'src/features/transactions',
  'src/features/auth',
  'src/features/password-reset',
  'src/features/signup',
  'src/features/profile',
  'src/features/select-transaction',
  'src/features/help',
  'src/features/site-pages',
  'src/features/misc-fees',
  'src/features/violations',
  'src/features/ordinance-violations',
  'src/features/mfa',
  'src/features/permits',
  'src/features/documents',
  // Every other folder but the application engine's (issue 30): the routes, the PWA, news, real
  // property tax, the super-app and wallet sign-ons and the officer's console.
  'src/app',
  'src/features/news',
  'src/features/real-property-tax',
  'src/features/superapp',
  'src/features/wallet',
  'src/features/console',
];
