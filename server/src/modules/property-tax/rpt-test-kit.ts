import { eq } from 'drizzle-orm';
import type { RptKind, RptPropertyChoice } from '@/domain/contracts/property-tax';
import { parsePaidThrough } from '@/domain/property-tax/quarter-index';
import { rptPaidQuarters, rptProperties } from '../../db/property-tax-schema';
import { createTestClock } from '../../testing/test-clock';
import { createPaymentsTestApp } from '../payments/payments-test-kit';

// Transaction types of the demo seed (seed/demo-modules.ts): RPTAX's TAX PAYMENT, RPT's land payment.
export const TAX_PAYMENT = 1;
export const RPT_LAND_PAYMENT = 37;
export const LIST = '/api/v1/taxpayers/real_property_list';
export const CALCULATE = '/api/v1/taxpayers/real_property_calculate';
export const BILL = '/api/v1/taxpayers/real_property_taxes/billings_from_api_imports';
/** ₱100,000.00 assessed: ₱3,000 a year (2% + 1%), ₱750 a quarter. */
export const AV = 10_000_000;

type Auth = Record<string, string>;

/**
 * The payments test app on a clock the test moves (Manila time; it starts at `start`), with
 * owners and properties made to order and the RPT calls at hand.
 */
export async function createRptTestApp(start: Date) {
  const clock = createTestClock(start);
  const t = await createPaymentsTestApp({ contentCacheSeconds: 0, adapters: { now: clock.now } });
  let serial = 0;

  /** A fresh owner ID (nine characters) never used by the seed. */
  const newOwner = () => `TST${String(++serial).padStart(6, '0')}`;

  /** Adds a property; `paidThrough` as the roll writes it ('2025-4', '' = never paid). */
  async function addProperty(
    ownerId: string,
    {
      assessedValue = AV,
      paidThrough = '2025-4',
      kind = 'LAND',
    }: { assessedValue?: number; paidThrough?: string; kind?: RptKind } = {},
  ) {
    const pin = `900-00-000-${String(++serial).padStart(3, '0')}-001`;
    const [row] = await t.db
      .insert(rptProperties)
      .values({
        ownerId,
        ownerName: 'NENA REYES',
        pin,
        arpNo: `AR-${serial}`,
        barangay: 'POBLACION',
        kind,
        classification: 'RESIDENTIAL',
        assessedValue,
        importedPaidThrough: parsePaidThrough(paidThrough) ?? null,
      })
      .returning();
    if (!row) throw new Error('property not added');
    return row;
  }

  const json = (auth: Auth) => ({ ...auth, 'Content-Type': 'application/json' });
  const list = (auth: Auth, ownerId: string, year: number) =>
    t.request('GET', `${LIST}?owner_id=${ownerId}&year=${year}`, auth);
  const calculate = (auth: Auth, ownerId: string, year: number, properties: RptPropertyChoice[]) =>
    t.request(
      'POST',
      CALCULATE,
      json(auth),
      JSON.stringify({ _method: 'put', owner_id: ownerId, year, properties }),
    );
  const bill = (auth: Auth, body: Record<string, unknown>) =>
    t.request(
      'POST',
      BILL,
      json(auth),
      JSON.stringify({ application_status_id: TAX_PAYMENT, valid_id_to_present: 'UMID', ...body }),
    );
  /** The transaction id a billing answered with. */
  const transactionOf = async (res: Response) =>
    Number(
      ((await res.json()) as { data: { relationships: { transaction_history: { data: { id: string } } } } })
        .data.relationships.transaction_history.data.id,
    );
  /** Opens a checkout and delivers the gateway's paid event for it, signed on the test clock. */
  async function pay(transactionId: number, auth: Auth) {
    const checkout = await t.checkoutFor(transactionId, auth);
    return t.webhook(checkout.id, 'paid', { at: clock.now() });
  }
  const paidQuarters = (propertyId: number) =>
    t.db.select().from(rptPaidQuarters).where(eq(rptPaidQuarters.propertyId, propertyId));

  return { ...t, clock, newOwner, addProperty, list, calculate, bill, transactionOf, pay, paidQuarters };
}

export type RptTestApp = Awaited<ReturnType<typeof createRptTestApp>>;
