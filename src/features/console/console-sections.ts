import type { StaffPermission } from '@/domain/staff/staff-permissions';

/**
 * The console's sections and the permission each needs; the navigation shows a member only
 * theirs (the server refuses the others anyway). A later section adds a line here and its
 * component to src/app/pages/console-section-page.tsx.
 */
export const CONSOLE_SECTIONS = [
  { key: 'applications', path: '/console', needs: 'applications.view' },
  // An endorsing office's queue (zoning, fire, sanitary, engineering: JMC 2016-01).
  { key: 'clearances', path: '/console/clearances', needs: 'endorsements.clear' },
  { key: 'adjustments', path: '/console/adjustments', needs: 'assessment.approve' },
  { key: 'staff', path: '/console/staff', needs: 'staff.manage' },
  { key: 'roles', path: '/console/roles', needs: 'roles.manage' },
  { key: 'imports', path: '/console/imports', needs: 'imports.run' },
  { key: 'news', path: '/console/news', needs: 'content.edit' },
  { key: 'content', path: '/console/content', needs: 'content.edit' },
  { key: 'settings', path: '/console/settings', needs: 'settings.edit' },
  { key: 'search', path: '/console/search', needs: 'support.search' },
  { key: 'treasury', path: '/console/treasury', needs: 'treasury.report' },
  { key: 'reconciliation', path: '/console/reconciliation', needs: 'treasury.reconcile' },
  { key: 'proofs', path: '/console/proofs', needs: 'payments.review' },
  { key: 'refunds', path: '/console/refunds', needs: 'refunds.approve' },
  { key: 'cashier', path: '/console/cashier', needs: 'cashier.post' },
  { key: 'fees', path: '/console/fees', needs: 'fees.edit' },
  { key: 'audit', path: '/console/audit', needs: 'audit.view' },
  { key: 'signIns', path: '/console/sign-ins', needs: 'audit.view' },
] as const satisfies readonly { key: string; path: string; needs: StaffPermission }[];

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];
export type ConsoleSectionKey = ConsoleSection['key'];

/** The section a `/console/{slug}` address names, if any. */
export const sectionAt = (slug: string) => CONSOLE_SECTIONS.find((s) => s.path === `/console/${slug}`);
