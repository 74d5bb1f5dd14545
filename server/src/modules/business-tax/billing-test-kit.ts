import { asc, eq } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import { taxpayers } from '../../db/auth-schema';
import { btaxBills } from '../../db/billing-schema';
import { transactionHistories } from '../../db/payments-schema';
import type { AppOptions } from '../../app';
import { createTestApp } from '../../testing/test-app';

type NewBill = typeof btaxBills.$inferInsert;

// The billing endpoints under /api: the look-ups (GET) and the billings they create (POST).
export const API = '/v1/taxpayers/btax_billing_api_imports';
export const CSV = '/v1/taxpayers/btax_billing_csv_imports';
export const MANUAL = '/v1/taxpayers/btax_billing_manual_imports';
export const SEARCH = '/temp/taxpayers/business_tax/search';
export const CREATE_API = '/v1/taxpayers/business_taxes/billings_from_api_imports';
export const CREATE_CSV = '/v1/taxpayers/business_taxes/billings_from_csv_imports';
export const CREATE_QUARTERLY = '/temp/taxpayers/business_tax/create_billing';

// Transaction types of the demo BTAX module (seed/demo-modules.ts).
export const QUARTERLY = 2;
export const DELINQUENT = 3;
export const RENEWAL = 4;

/** The app over a seeded test database, with signed-in taxpayers and bills made to order. */
export async function createBillingTestApp(overrides: Partial<Omit<AppOptions, 'database'>> = {}) {
  // These tests add and mark bills behind the service's back, so look-ups are not kept in memory
  // here (settled-bills.test.ts and memo.test.ts cover that).
  const t = await createTestApp({ contentCacheSeconds: 0, ...overrides });
  const year = manilaDateParts(new Date()).year;
  let serial = 0;

  /** A new active taxpayer with a live session: the Authorization header to send. */
  async function signIn(): Promise<{ headers: Record<string, string>; taxpayerId: number }> {
    const [row] = await t.database.db
      .insert(taxpayers)
      .values({
        mobileNumber: `63917${String(5_000_000 + ++serial)}`,
        passwordHash: 'x',
        status: 'active',
        firstName: 'Juan',
        lastName: 'Dela Cruz',
      })
      .returning({ id: taxpayers.id });
    const taxpayerId = row?.id ?? 0;
    const session = await t.infrastructure.sessions.create(taxpayerId);
    return { headers: { Authorization: `Bearer ${session.token}` }, taxpayerId };
  }

  /** A fresh BIN in the standard format, never used by the seed. */
  const newBin = () => `909-09-0009-${String(++serial).padStart(7, '0')}`;

  /** Inserts bills; unspecified fields get plausible values. */
  const addBills = (
    bills: (Pick<NewBill, 'source' | 'bin' | 'year' | 'period' | 'amount'> & Partial<NewBill>)[],
  ) =>
    t.database.db
      .insert(btaxBills)
      .values(bills.map((b) => ({ accountName: 'TEST STORE', ...b })))
      .returning();

  const get = (path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    t.app.request(
      `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      { headers },
    );
  const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const setFlag = (name: string, on: boolean) => t.services.content.setContentValue('VARIABLES', name, on);

  const transactionsOf = (taxpayerId: number) =>
    t.database.db
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.taxpayerId, taxpayerId))
      .orderBy(asc(transactionHistories.id));

  return { ...t, year, signIn, newBin, addBills, get, post, setFlag, transactionsOf };
}

export type BillingTestApp = Awaited<ReturnType<typeof createBillingTestApp>>;

/** `data` of a JSON body. */
export const dataOf = async (res: Response) => ((await res.json()) as { data: unknown }).data;
