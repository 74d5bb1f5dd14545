import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/audit-schema';
import { btaxBills } from '../../db/billing-schema';
import { taxpayers } from '../../db/auth-schema';
import { rptBilledQuarters, rptProperties } from '../../db/property-tax-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { btaxSubject } from '../business-tax/btax-subject';
import { signedInStaff } from '../staff/staff-test-kit';
import { storedMobile } from './search-term';

// Issue 28: support finds a taxpayer by any reference they hold, across every kind of bill, and
// opens their transactions, payments and documents; every look-up is in the audit log.

let t: PaymentsTestApp;
let support: string;
let supportId: number;
let person: Awaited<ReturnType<PaymentsTestApp['payer']>>;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  const member = await signedInStaff(t, ['support']);
  support = `Bearer ${member.token}`;
  supportId = member.id;
  person = await t.payer();
  await t.db
    .update(taxpayers)
    .set({ firstName: 'Liwayway', lastName: 'Dimaculangan', email: 'liwayway@example.ph' })
    .where(eq(taxpayers.id, person.taxpayerId));
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: '123-45-6789-0000001',
      year: 2026,
      period: 1,
      amount: 10_000,
      accountName: 'X',
    })
    .returning();
  const btax = await t.bill(person.taxpayerId, 10_000, btaxSubject([bill?.id ?? 0], { bin: bill?.bin }));
  await t.webhook((await t.checkoutFor(btax.id, person.auth)).id, 'paid');
  ids.btax = btax.id;
  const [property] = await t.db
    .insert(rptProperties)
    .values({
      ownerId: 'OWN-77',
      ownerName: 'L. DIMACULANGAN',
      pin: '028-01-001-01-001',
      arpNo: 'TD-2026-000451',
      barangay: 'San Roque',
      kind: 'LAND',
      classification: 'RESIDENTIAL',
      assessedValue: 1_000_000,
    })
    .returning();
  const rpt = await t.bill(person.taxpayerId, 20_000, {
    kind: 'rpt_quarters',
    owner_id: 'OWN-77',
    properties: [],
  });
  await t.db
    .insert(rptBilledQuarters)
    .values({ transactionId: rpt.id, propertyId: property?.id ?? 0, year: 2026, quarter: 1 });
  ids.rpt = rpt.id;
  const nov = await t.bill(person.taxpayerId, 5_000, {
    kind: 'nov_notice',
    notice_id: 9,
    nov_no: 'NOV-88812',
  });
  ids.nov = nov.id;
  // Someone else, who must not be found by these.
  const other = await t.payer();
  await t.bill(other.taxpayerId, 10_000, btaxSubject([999_999], { bin: '999-99-9999-0000009' }));
});
afterAll(() => t.close());

interface Found {
  data: { id: number; taxpayer_id: number; or_number: string | null }[];
  meta: { people: { id: number; name: string }[]; pagination: { total: number } };
}
const search = async (q: string) => {
  const res = await t.request('GET', `/api/v1/staff/support/search?q=${encodeURIComponent(q)}`, {
    Authorization: support,
  });
  expect(res.status, q).toBe(200);
  return (await res.json()) as Found;
};
const foundIds = (f: Found) => f.data.map((r) => r.id).sort();

describe('GET /api/v1/staff/support/search', () => {
  it('finds the transaction by each identifier a kind knows', async () => {
    expect(foundIds(await search('123-45-6789-0000001'))).toEqual([ids.btax]);
    expect(foundIds(await search('td-2026-000451'))).toEqual([ids.rpt]);
    expect(foundIds(await search('028-01-001-01-001'))).toEqual([ids.rpt]);
    expect(foundIds(await search('NOV-88812'))).toEqual([ids.nov]);
  });

  it('finds the person by mobile number in any written form, by e-mail and by name, with all their transactions', async () => {
    const [row] = await t.db
      .select({ mobile: taxpayers.mobileNumber })
      .from(taxpayers)
      .where(eq(taxpayers.id, person.taxpayerId));
    const mobile = row?.mobile ?? '';
    for (const q of [
      mobile,
      `0${mobile.slice(2)}`,
      `+63 ${mobile.slice(2)}`,
      'LIWAYWAY@example.ph',
      'dimacul',
      'liway dimac',
    ]) {
      const found = await search(q);
      expect(
        found.meta.people.map((p) => p.id),
        q,
      ).toEqual([person.taxpayerId]);
      expect(foundIds(found), q).toEqual([ids.btax, ids.rpt, ids.nov].sort());
    }
  });

  it('finds a payment by its OR number and reference', async () => {
    const paid = await t.transaction(ids.btax ?? 0);
    expect(foundIds(await search(paid?.officialReceiptNumber ?? ''))).toEqual([ids.btax]);
    expect(foundIds(await search(paid?.referenceNumber.toLowerCase() ?? ''))).toEqual([ids.btax]);
  });

  it('refuses a term too short, and writes each look-up to the audit log', async () => {
    const res = await t.request('GET', '/api/v1/staff/support/search?q=ab', { Authorization: support });
    expect(res.status).toBe(422);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actor, `staff:${supportId}`));
    expect(audit.filter((a) => a.action === 'support.search').length).toBeGreaterThanOrEqual(8);
  });
});

describe('GET /api/v1/staff/support/taxpayers/:id', () => {
  it("shows the taxpayer's transactions, payments and receipts, and the receipt downloads", async () => {
    const res = await t.request('GET', `/api/v1/staff/support/taxpayers/${person.taxpayerId}`, {
      Authorization: support,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        name: string;
        transactions: unknown[];
        payments: { status: string }[];
        documents: { kind: string; url: string }[];
      };
    };
    expect(data.name).toBe('Liwayway Dimaculangan');
    expect(data.transactions).toHaveLength(3);
    expect(data.payments.map((p) => p.status)).toEqual(['paid']);
    const receipt = data.documents.find((d) => d.kind === 'receipt');
    const pdf = await t.request('GET', receipt?.url ?? '', { Authorization: support });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `taxpayer:${person.taxpayerId}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['support.receipt', 'support.view']);
  });
});

describe('storedMobile', () => {
  it('reads a mobile number as people write it', () => {
    expect(storedMobile('0917 123 4567')).toBe('639171234567');
    expect(storedMobile('+63 917-123-4567')).toBe('639171234567');
    expect(storedMobile('9171234567')).toBe('639171234567');
    expect(storedMobile('BYN-1234')).toBeNull();
  });
});
