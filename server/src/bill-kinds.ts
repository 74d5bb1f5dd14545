import type { BillKind } from './billing/bill-kind';
import { createBillKindRegistry } from './billing/bill-kind-registry';
import type { Env } from './env';
import { applicationBillKind } from './modules/applications/application-bill-kind';
import { applicationSoaBillKind } from './modules/applications/application-soa-bill-kind';
import { btaxBillKind } from './modules/business-tax/btax-bill-kind';
import { miscFeeBillKind } from './modules/misc-fees/misc-fee-bill-kind';
import { soaBillKind } from './modules/misc-fees/soa-bill-kind';
import { rptBillKind } from './modules/property-tax/rpt-bill-kind';
import { novBillKind } from './modules/violations/nov-bill-kind';
import { novPinKeyFrom } from './modules/violations/nov-pin-hash';
import { ovrBillKind } from './modules/violations/ovr-bill-kind';

/**
 * Every bill kind, one line each (docs/bill-kinds.md): composed here, like app.ts, for the portal
 * (billKindRegistry, which payments, transactions, the imports, the treasury and support read) and
 * for the command line's imports. The billing core and those modules never name a kind.
 */
export const billKinds = (env: Pick<Env, 'NOV_PIN_KEY'>): readonly BillKind[] => [
  btaxBillKind,
  rptBillKind,
  novBillKind(novPinKeyFrom(env.NOV_PIN_KEY)),
  ovrBillKind,
  soaBillKind,
  miscFeeBillKind,
  applicationBillKind,
  applicationSoaBillKind,
];

/** The registry of every bill kind the portal asks (billing/bill-kind-registry.ts). */
export const billKindRegistry = (env: Pick<Env, 'NOV_PIN_KEY'>) => createBillKindRegistry(billKinds(env));
