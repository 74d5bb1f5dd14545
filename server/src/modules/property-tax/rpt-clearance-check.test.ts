import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { manilaDateParts } from '@/domain/format/manila-date';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import { DEMO_RPT_OWNERS } from '../../db/seed/demo-rpt';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { RPT_PAID_THROUGH_CHECK } from './rpt-clearance-check';

// A clearance only this test knows, naming the property-tax module's pre-check as a real property
// tax clearance's definition will (issue 27); filed through the engine against the demo roll.
const clearance: ApplicationDefinition = {
  route: 'test-rpt-clearance',
  moduleType: 'TESTRPTC',
  transactionType: 'NEW',
  catalogue: {
    module: { description: { en: 'Test Kind', fil: 'Test Kind' }, category: 'E-Services', icon: 'document' },
    type: { fil: 'Bago' },
  },
  title: { en: 'Test Tax Clearance', fil: 'Test Tax Clearance' },
  steps: [
    {
      id: 'owner',
      title: { en: 'Owner', fil: 'May-ari' },
      items: [{ name: 'owner_id', label: { en: 'Owner ID', fil: 'Owner ID' }, rules: 'required|owner_id' }],
    },
  ],
  requirements: [],
  subject: { kind: 'property', identity: ['owner_id'], preChecks: [RPT_PAID_THROUGH_CHECK] },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['treasury'],
  summary: ['owner_id'],
  numberPrefix: 'TRC',
  issues: null,
};

let t: PaymentsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createPaymentsTestApp({ applicationKinds: [clearance] });
  auth = (await t.payer()).auth;
});
afterAll(() => t.close());

// The demo roll is seeded for the current year Y, and the check reads the current quarter.
const { year: Y, month } = manilaDateParts(new Date());
const Q = Math.ceil(month / 3);
const PIN = (owner: string, n: number) => `120-01-001-00${owner.slice(-1)}-00${n}`;

const file = async (owner_id: string, as = auth) => {
  const res = await t.request(
    'POST',
    `/api/v1/taxpayers/application_kinds/${clearance.route}/applications`,
    { ...as, 'Content-Type': 'application/json' },
    JSON.stringify({ owner_id }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { data?: { id: string }; errors?: Record<string, string[]> },
  };
};

describe(`the ${RPT_PAID_THROUGH_CHECK} pre-check (a real property tax clearance)`, () => {
  it('files a clearance for an owner the roll shows paid through the current quarter, keeping the roll it cleared', async () => {
    const filed = await file(DEMO_RPT_OWNERS.paidAhead);
    expect(filed.status).toBe(201);
    // What the pre-check found is stored beside the answers, for the office and the document.
    const [stored] = await t.db
      .select({ payload: applications.payload })
      .from(applications)
      .where(eq(applications.id, Number(filed.body.data?.id)));
    expect(stored?.payload).toEqual({
      owner_id: DEMO_RPT_OWNERS.paidAhead,
      roll_owner_name: 'MARIA SANTOS',
      roll_paid_through: `Q${Q} ${Y}`,
      roll_properties: [
        {
          pin: PIN(DEMO_RPT_OWNERS.paidAhead, 1),
          arp_no: 'AR-02-00001',
          kind: 'LAND',
          barangay: 'POBLACION',
          assessed_value: 20_000_000,
        },
      ],
    });
  });

  it('refuses while a quarter is unpaid, naming each property short of it and what it owes', async () => {
    const o = DEMO_RPT_OWNERS.mixed;
    const refused = await file(o);
    expect(refused.status).toBe(422);
    // The land is paid through Y−1, the machinery through Y−3; the building (paid through Y) is not named.
    expect(refused.body.errors).toEqual({
      owner_id: [
        `A tax clearance needs every property of owner ${o} paid through Q${Q} ${Y}. Not paid yet: ` +
          `PIN ${PIN(o, 1)} from Q1 ${Y}; PIN ${PIN(o, 3)} from Q1 ${Y - 2}.`,
      ],
    });
  });

  it('names a property the roll records no payment of, in Filipino too', async () => {
    const o = DEMO_RPT_OWNERS.delinquent;
    const filipino = await t.payer();
    await t.db.update(taxpayers).set({ language: 'fil' }).where(eq(taxpayers.id, filipino.taxpayerId));
    const refused = await file(o, filipino.auth);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.owner_id?.[0]).toBe(
      `Kailangang bayad hanggang Q${Q} ${Y} ang lahat ng ari-arian ng may-ari na ${o} para sa tax clearance. ` +
        `Hindi pa bayad: PIN ${PIN(o, 1)} mula Q1 ${Y - 1}; PIN ${PIN(o, 2)} (walang bayad sa talaan).`,
    );
  });

  it('refuses an owner with no property on the roll', async () => {
    const refused = await file('ZZZ999999');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      owner_id: ['Owner ID ZZZ999999 has no property on the assessment roll.'],
    });
  });
});
