import type { BillingSource } from '../constants/billing-sources';

/** What decides a sub-path beyond the module and transaction type (§2.8). */
export interface RouteContext {
  /** `GET /api/v1/taxpayers/billing_import`: CSV sends RPTAX TAX PAYMENT to rptax-csv. */
  billingSource: BillingSource;
}

type Target = string | ((ctx: RouteContext) => string);

// §2.8, module type × transaction type → sub-path under create-transaction/.
const CURRENT: Record<string, Record<string, Target>> = {
  T_BPLS: { NEW: 'business-permit-new', RENEWAL: 'business-permit-renew' },
  BPLS: {
    NEW: 'e2e-business-permit-new',
    RENEWAL: 'e2e-business-permit-renew',
    CHANGE: 'e2e-business-permit-change',
    QUARTERLY: 'e2e-business-permit-quarterly',
    DELINQUENT: 'e2e-business-permit-delinquent',
    RETIREMENT: 'e2e-business-permit-retirement',
  },
  EBPLS: { NEW: 'ebpls-new', RENEWAL: 'ebpls-renew' },
  MVOPS: { NEW: 'motorized-permit-new' },
  SCMS: { NEW: 'senior-citizen-new' },
  CDL: { INDIVIDUAL: 'cedula-individual-new', CORPORATION: 'cedula-corporation-new' },
  PSA: {
    'BIRTH CERTIFICATE': 'birth-certificate-new',
    'DEATH CERTIFICATE': 'death-certificate-new',
    'MARRIAGE CERTIFICATE': 'marriage-certificate-new',
  },
  OHP: {
    NEW: 'occupational-health-new',
    RENEWAL: 'occupational-health-renew',
    'EDUCATIONAL INSTITUTION': 'educational-institution',
  },
  HC: {
    AMBULANT: 'health-certificate-ambulant',
    'CITY EMPLOYEE': 'health-certificate-city-employee',
    'CONTRACT OF SERVICE': 'health-certificate-contract-service',
    'MARKET VENDORS': 'health-certificate-market-vendor',
  },
  OP: { NEW: 'occupational-permit' },
  OVRS: { 'OVR PAYMENT': 'ordinance-violation-system' },
  PC: { NEW: 'police-clearance-new' },
  RPTAX: {
    'TAX PAYMENT': (ctx) => (ctx.billingSource === 'CSV' ? 'rptax-csv' : 'rptax-billing'),
    'TAX CLEARANCE': 'tax-clearance',
  },
  EHELP: { 'Electronic Immunization Registration': 'vaccination' },
  RPT: {
    'RPT Land Payment': 'rpt-land-transaction',
    'RPT Building Payment': 'rpt-building-transaction',
    'RPT Machinery Payment': 'rpt-machinery-transaction',
  },
};

// The older deployment's sub-paths (§2.8), selectable per LGU.
const OLDER: Record<string, Record<string, Target>> = {
  ...CURRENT,
  CDL: { INDIVIDUAL: 'cedula-individual', CORPORATION: 'cedula-corporation-new' },
  // Only the birth certificate's older path is known (§2.8); the other copies keep theirs.
  PSA: { ...CURRENT.PSA, 'BIRTH CERTIFICATE': 'birth-certificate' },
  HC: Object.fromEntries(Object.keys(CURRENT.HC ?? {}).map((type) => [type, 'health-certificate'])),
  OVRS: { 'OVR PAYMENT': 'ordinance-violation-receipt' },
  RPTAX: { CURRENT: 'current', DELINQUENT: 'deliquent', 'TAX PAYMENT': 'current' },
  SPECIAL_PERMIT: { PUV: 'puv', TRICYCLE: 'tricycle' },
};

export type RouteVariant = 'current' | 'older';

/** With RPTAX_HAS_OR on, choosing this module goes straight to rptax-billing with its first type (§2.8). */
export const RPTAX_HAS_OR_MODULE_ID = '1';

/** The older variant lists RPTAX without this transaction type (§2.8). */
export const OLDER_RPTAX_HIDDEN_STATUS_ID = 23;

/** Logged when a module and type have no page (§8). */
export const UNKNOWN_TRANSACTION_MESSAGE = 'Something went wrong!';

/**
 * The create-transaction sub-path for a module type and transaction type, or null for a
 * combination the table does not know (the caller logs 'Something went wrong!' and goes to /).
 */
export function transactionSubPath(
  moduleType: string,
  transactionType: string,
  ctx: RouteContext,
  variant: RouteVariant = 'current',
): string | null {
  const target = (variant === 'older' ? OLDER : CURRENT)[moduleType]?.[transactionType];
  if (target === undefined) return null;
  return typeof target === 'function' ? target(ctx) : target;
}

/**
 * The sub-path Proceed opens: §2.8's table's row, else the page of the application kind whose
 * definition declares the module and transaction type (`declared`: the catalogue names it), so a
 * kind added as a definition file needs no row here; null when neither knows it.
 */
export function proceedSubPath(
  moduleType: string,
  transactionType: string,
  ctx: RouteContext,
  variant: RouteVariant,
  declared: string | null | undefined,
): string | null {
  return transactionSubPath(moduleType, transactionType, ctx, variant) ?? declared ?? null;
}

/** A module type and transaction type an older-variant sub-path was chosen for. */
export interface OlderChoice {
  moduleType: string;
  transactionType: string;
}

/**
 * The choices whose older-variant sub-path (§2.8) is `subPath`, where the current table gives
 * them a page of their own: `health-certificate` stands for HC's four types, `cedula-individual`
 * for CDL INDIVIDUAL. Their kinds are the current sub-paths' (transactionSubPath): one kind, one
 * definition, whichever variant the LGU selects. None for a sub-path of both tables.
 */
export function olderChoices(subPath: string): OlderChoice[] {
  return Object.entries(OLDER).flatMap(([moduleType, types]) =>
    Object.entries(types).flatMap(([transactionType, target]) =>
      target === subPath &&
      CURRENT[moduleType]?.[transactionType] !== undefined &&
      CURRENT[moduleType]?.[transactionType] !== subPath
        ? [{ moduleType, transactionType }]
        : [],
    ),
  );
}
