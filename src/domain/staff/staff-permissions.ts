/**
 * What a staff member may do in the console, one code per kind of action. Permissions are code:
 * every console API declares the one it needs (server: requireStaff). Roles are data: an LGU
 * groups permissions into roles, each of an office or of none, and gives members roles
 * (`/console/roles`). A role holding ALL_PERMISSIONS has every permission, later ones too.
 */
export const STAFF_PERMISSIONS = {
  'applications.view': {
    en: 'See the application queue and open applications',
    fil: 'Makita ang pila ng aplikasyon at buksan ang mga aplikasyon',
  },
  'applications.review': {
    en: 'Approve, reject and mark applications for printing',
    fil: 'Aprubahan, tanggihan at ihanda sa pag-print ang mga aplikasyon',
  },
  'applications.return': {
    en: 'Return an application for resubmission',
    fil: 'Ibalik ang aplikasyon para muling ipasa',
  },
  // The laboratory step (issue 27): the results a kind's tests need before its certificate.
  'applications.lab': {
    en: "Record an application's laboratory results",
    fil: 'Itala ang resulta ng laboratoryo ng isang aplikasyon',
  },
  'applications.assess': {
    en: 'Assess an application by the fee schedule',
    fil: 'Suriin ang aplikasyon ayon sa talaan ng bayarin',
  },
  // Four eyes (issue 25): never one's own adjustment, whatever else a member holds.
  'assessment.approve': {
    en: "Approve or reject another officer's assessment lowered below the fee schedule",
    fil: 'Aprubahan o tanggihan ang pagtatasa ng ibang opisyal na ibinaba sa talaan ng bayarin',
  },
  'applications.release': { en: 'Release a permit', fil: 'Ilabas ang permit' },
  // An endorsing office's (JMC 2016-01): only what is endorsed to the member's own offices.
  'endorsements.clear': {
    en: "Open, clear or return the applications endorsed to one's office",
    fil: 'Buksan, bigyan ng clearance o ibalik ang mga aplikasyong ini-endorso sa sariling tanggapan',
  },
  'documents.print': {
    en: 'Print and reprint issued documents (permits, statements of account, receipts)',
    fil: 'Mag-print at muling mag-print ng mga inilabas na dokumento (permit, statement of account, resibo)',
  },
  'staff.manage': {
    en: 'Create and disable staff, reset passwords and authenticators, give roles',
    fil: 'Gumawa at mag-disable ng kawani, mag-reset ng password at authenticator, magbigay ng tungkulin',
  },
  'roles.manage': { en: 'Define roles and offices', fil: 'Magtakda ng mga tungkulin at tanggapan' },
  'imports.run': {
    en: 'Import tax rolls, bills, notices and statements of account',
    fil: 'Mag-import ng talaan ng buwis, bayarin, abiso at statement of account',
  },
  'content.edit': {
    en: 'Publish news and edit the site content',
    fil: 'Maglathala ng balita at baguhin ang nilalaman ng site',
  },
  'settings.edit': { en: 'Change settings and flags', fil: 'Baguhin ang mga setting at flag' },
  'fees.edit': { en: 'Edit the fee schedule', fil: 'Baguhin ang talaan ng bayarin' },
  'support.search': {
    en: "Search taxpayers and open a taxpayer's transactions, applications and documents",
    fil: 'Maghanap ng nagbabayad at buksan ang kanyang mga transaksyon, aplikasyon at dokumento',
  },
  'treasury.report': {
    en: 'Read the daily collections report and export it',
    fil: 'Basahin at i-export ang araw-araw na ulat ng koleksyon',
  },
  'treasury.reconcile': {
    en: "Reconcile the day's payments and receipts and enter the bank deposit",
    fil: 'Itugma ang mga bayad at resibo ng araw at ilagay ang deposito sa bangko',
  },
  'payments.review': {
    en: 'Review proofs of payment: accept or reject them',
    fil: 'Suriin ang mga patunay ng pagbabayad: tanggapin o tanggihan',
  },
  'refunds.approve': {
    en: 'Approve or reject refunds of payments held for refund',
    fil: 'Aprubahan o tanggihan ang refund ng mga bayad na nakabinbin para i-refund',
  },
  'cashier.post': {
    en: 'Post an over-the-counter payment of a statement of account',
    fil: 'Itala ang bayad sa kahera ng isang statement of account',
  },
  'audit.view': {
    en: 'Read the audit log and the staff sign-in history',
    fil: 'Basahin ang audit log at ang kasaysayan ng pag-sign in ng kawani',
  },
} as const satisfies Record<string, { en: string; fil: string }>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Stored in a role's permissions: every permission, those added later too (the administrator). */
export const ALL_PERMISSIONS = '*';

export const isStaffPermission = (value: string): value is StaffPermission =>
  Object.hasOwn(STAFF_PERMISSIONS, value);

/** A role's stored permissions as the permissions they grant (ALL_PERMISSIONS expanded; unknown codes dropped). */
export function grantedPermissions(stored: readonly string[]): StaffPermission[] {
  if (stored.includes(ALL_PERMISSIONS)) return Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
  return stored.filter(isStaffPermission);
}

/** True when a member with `granted` may do what needs one of `needed` (nothing needed: any member). */
export const mayDo = (granted: readonly string[], needed: readonly StaffPermission[]) =>
  needed.length === 0 || needed.some((p) => granted.includes(p));
