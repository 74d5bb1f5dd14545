/** Where an LGU's bills come from (`billing_import`, §2.10): uploaded CSV, typed by staff, or its API. */
export const BILLING_SOURCES = ['CSV', 'MANUAL', 'API'] as const;

/** A billing source. */
export type BillingSource = (typeof BILLING_SOURCES)[number];
