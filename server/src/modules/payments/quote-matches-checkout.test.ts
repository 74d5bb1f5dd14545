import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { manilaDateParts } from '@/domain/format/manila-date';
import { centavosToPesos, parseCentavos } from '@/domain/money/centavos';
import { checkouts } from '../../db/payments-schema';
import { miscellaneousFees } from '../../db/schema';
import { readEnv } from '../../env';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { fixedSchedule } from '../../fees/fee-schedules';
import { filedApplication } from '../assessment/assessment-test-kit';
import { createAssessmentService } from '../assessment/assessment.service';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// Issue 25: what a screen shows before Pay is what the gateway charges, on every bill kind and
// every channel. The wallet's fee differs from the browser's here, so a screen showing another
// channel's quote, or a checkout charging another total, fails.
const CHANNELS: readonly PaymentChannel[] = ['popup', 'pgi', 'wallet'];
const FEES = { browser: 2_500, wallet: 1_000 };

let t: PaymentsTestApp;
let payer: Awaited<ReturnType<PaymentsTestApp['payer']>>;
const Y = manilaDateParts(new Date()).year;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    contentCacheSeconds: 0,
    config: readEnv({ CONVENIENCE_FEE: '25.00', WALLET_CONVENIENCE_FEE: '10.00' }),
  });
  // A wallet-login account may pay on every channel (the wallet only inside GCash).
  payer = await t.payer({ gcash: true });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const json = async (res: Response): Promise<Json> => {
  if (res.status >= 300) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Json;
};
const get = async (path: string) => json(await t.request('GET', path, payer.auth));
const post = async (path: string, body: Json) =>
  json(
    await t.request(
      'POST',
      path,
      { ...payer.auth, 'Content-Type': 'application/json' },
      JSON.stringify(body),
    ),
  );
const attrs = (doc: Json) => (doc.data as { attributes: Json }).attributes;
const transactionOf = (doc: Json) =>
  Number(
    (doc.data as { relationships: { transaction_history: { data: { id: string } } } }).relationships
      .transaction_history.data.id,
  );

/** A bill as its screen shows it before Pay (`shown`, pesos) and Pay's billing of it. */
interface Kind {
  name: string;
  bill(): Promise<{ shown: string; transactionId: number }>;
}

const valid = { valid_id_to_present: 'PASSPORT' };
const KINDS: Kind[] = [
  {
    name: 'business tax, API import',
    async bill() {
      const query = { bin: '101-01-0001-0000001', year: String(Y), period: '2' };
      const found = attrs(
        await get(`/api/v1/taxpayers/btax_billing_api_imports?${new URLSearchParams(query)}`),
      );
      const created = await post('/api/v1/taxpayers/business_taxes/billings_from_api_imports', {
        ...query,
        year: Y,
        period: 2,
        ...valid,
        application_status_id: 4,
      });
      return { shown: String(found.total_amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'business tax, CSV import',
    async bill() {
      const found = await get('/api/v1/taxpayers/btax_billing_csv_imports?bin=202-02-0002-0000001');
      const record = (attrs(found).attributes ?? attrs(found)) as Json;
      const created = await post('/api/v1/taxpayers/business_taxes/billings_from_csv_imports', {
        bin: '202-02-0002-0000001',
        ...valid,
        application_status_id: 4,
      });
      return { shown: String(record.total_amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'business tax, manual assessment',
    async bill() {
      const query = { bin: '303-03-0003-0000002', year: String(Y), qtr_to: '4' };
      const found = attrs(
        await get(`/api/v1/taxpayers/btax_billing_manual_imports?${new URLSearchParams(query)}`),
      );
      const created = await post('/api/v1/taxpayers/btax_billing_manual_imports', {
        bin: query.bin,
        year: Y,
        qtr_to: 4,
        ...valid,
        application_status_id: 4,
      });
      return { shown: String(found.total_amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'business tax, delinquent',
    async bill() {
      const query = { bin: '101-01-0001-0000002', transaction_type: 'DELINQUENT', year: String(Y - 1) };
      const found = attrs(await get(`/api/temp/taxpayers/business_tax/search?${new URLSearchParams(query)}`));
      const created = await post('/api/temp/taxpayers/business_tax/create_billing', {
        ...query,
        year: Y - 1,
        ...valid,
        application_status_id: 3,
      });
      return { shown: String(found.total_amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'real property tax',
    async bill() {
      const listed = await get(`/api/v1/taxpayers/real_property_list?owner_id=RPT000001&year=${Y}`);
      const ready = (listed.properties as { pin: string }[])[0];
      const properties = [{ pin: ready?.pin ?? '', period: 4 }];
      const calculated = await post('/api/v1/taxpayers/real_property_calculate', {
        _method: 'put',
        owner_id: 'RPT000001',
        year: Y,
        properties,
      });
      const total = (calculated.data as { data: { total: { total: number } } }).data.total.total;
      const created = await post('/api/v1/taxpayers/real_property_taxes/billings_from_api_imports', {
        owner_id: 'RPT000001',
        year: Y,
        properties,
        valid_id_to_present: 'UMID',
        application_status_id: 1,
      });
      // The summary shows the calculated total (centavos on the wire, pesos on screen).
      return { shown: centavosToPesos(total), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'notice of violation',
    async bill() {
      const notice = { nov_no: '101-26-0312-0000002', pin: '7305' };
      const found = attrs(await post('/api/v1/qpax_inquiry', notice));
      const created = await post('/api/v1/taxpayers/notice_of_violations', {
        ...notice,
        ...valid,
        application_status_id: 32,
      });
      return { shown: String(found.total_amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'miscellaneous fee',
    async bill() {
      const [fee] = await t.db
        .select()
        .from(miscellaneousFees)
        .where(eq(miscellaneousFees.accountTitle, 'CERTIFIED TRUE COPY'));
      const offices = await get(`/api/v1/taxpayers/miscellaneous_fees?office_id=${fee?.officeId ?? 0}`);
      const listed = (offices.data as { id: string; attributes: Json }[]).find(
        (f) => f.id === String(fee?.id),
      );
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], 'order.png', { type: 'image/png' }));
      const upload = await json(await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form));
      const created = await post('/api/v1/taxpayers/miscellaneous_fee_payments', {
        miscellaneous_fee_id: fee?.id,
        amount: listed?.attributes.amount,
        remarks: '',
        image_url: (upload.data as { cdnUrl: string }).cdnUrl,
      });
      return { shown: String(listed?.attributes.amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'miscellaneous fee, statement of account',
    async bill() {
      const soa = { soa_number: 'SOA-2026-000102', name: 'JUAN DELA CRUZ' };
      const found = attrs(await post('/api/v1/misc_fee/taxpayer/applications/verify', soa));
      const created = await post(`/api/v1/misc_fee/taxpayer/applications/${soa.soa_number}/pay`, {
        name: soa.name,
        application_status_id: 41,
      });
      return { shown: String(found.amount), transactionId: transactionOf(created) };
    },
  },
  {
    name: 'business permit application, its SOA',
    async bill() {
      const app = await filedApplication(t, payer);
      await createAssessmentService({
        db: t.db,
        now: t.clock.now,
        schedule: fixedSchedule(loadFeeSchedule()),
      }).assess(app.id, {}, 'staff:7');
      const billing = await get(
        `/api/v1/taxpayers/transaction_histories/${app.transactionId}/application_billing`,
      );
      const soa = (billing.data as { soa: { total: number } }).soa;
      return { shown: centavosToPesos(soa.total), transactionId: app.transactionId };
    },
  },
];

describe('the total shown before Pay is the amount on the gateway’s checkout (issue 25)', () => {
  it.each(KINDS.map((k) => [k.name, k] as const))('%s, on every channel', async (_, kind) => {
    const { shown, transactionId } = await kind.bill();
    for (const channel of CHANNELS) {
      // The bill screen's quote (the amount it shows), and the transaction page's.
      const quote = attrs(await get(`/api/v1/taxpayers/payment_quote?amount=${shown}&channel=${channel}`));
      const again = attrs(
        await get(
          `/api/v1/taxpayers/transaction_histories/${transactionId}/payment_quote?channel=${channel}`,
        ),
      );
      const fee = channel === 'wallet' ? FEES.wallet : FEES.browser;
      expect(quote).toEqual({
        channel,
        amount: shown,
        convenience_fee: centavosToPesos(fee),
        total: centavosToPesos((parseCentavos(shown) ?? 0) + fee),
      });
      expect(again).toEqual({ ...quote, payment_state: 'payable' });

      // Pay: the checkout, as the portal records it and as the gateway's page charges it.
      const gate = attrs(
        await post(`/api/v1/taxpayers/paymentgate/${transactionId}`, {
          channel,
          expected_total: quote.total,
        }),
      );
      // The popup's checkout is /pgi's too (one fee for both); the wallet's is its own.
      expect(gate).toMatchObject({
        amount: shown,
        convenience_fee: quote.convenience_fee,
        total: quote.total,
      });
      const [checkout] = await t.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.url, String(gate.url)));
      const session = await t.services.payments.sandbox?.session(checkout?.id ?? '');
      expect(centavosToPesos(session?.amount ?? -1)).toBe(quote.total);
      expect(centavosToPesos(checkout?.amount ?? -1)).toBe(quote.total);
    }
  });
});
