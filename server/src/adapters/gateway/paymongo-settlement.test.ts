import { describe, expect, it } from 'vitest';
import { createPaymongoGateway } from './paymongo-gateway';
import { paymentsPage1, paymentsPage2 } from './testdata/paymongo-payments-list';

// Issue 28: the PayMongo adapter reads the day's settlement report from its payments list.
const DAY = { from: new Date('2026-03-04T16:00:00Z'), to: new Date('2026-03-05T16:00:00Z') };

function gateway(pages: unknown[]) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    const body = pages.shift();
    return new Response(JSON.stringify(body ?? { data: [], has_more: false }), { status: body ? 200 : 500 });
  }) as unknown as typeof fetch;
  const pm = createPaymongoGateway({
    secretKey: 'sk_test_X',
    webhookSecret: 'whsk',
    now: () => new Date(),
    fetchImpl,
  });
  return { pm, urls };
}

describe('PayMongo settlement report', () => {
  it("lists the day's paid payments with amount, fee, net and refunds, paging back until past the day", async () => {
    const { pm, urls } = gateway([paymentsPage1, paymentsPage2]);
    const report = await pm.settlementReport(DAY);
    // The second page starts after the first's last payment; it reaches payments made two days
    // before the day, so paging stops although PayMongo has more.
    expect(urls).toEqual([
      'https://api.paymongo.com/v1/payments?limit=100',
      'https://api.paymongo.com/v1/payments?limit=100&after=pay_day_a',
    ]);
    expect(report.gateway).toBe('paymongo');
    expect(report.payments).toEqual([
      {
        paymentId: 'pay_day_a',
        checkoutId: null,
        reference: 'BYN-EXT',
        amount: 52_500,
        fee: 1_313,
        net: 51_187,
        refunded: 0,
        paidAt: new Date(1_772_650_000_000),
      },
      {
        paymentId: 'pay_day_b',
        checkoutId: 'chk_pay_day_b',
        reference: 'BYN-pay_day_b',
        amount: 102_500,
        fee: 2_563,
        net: 99_937,
        refunded: 2_500,
        paidAt: new Date(1_772_710_000_000),
      },
    ]);
  });

  it('is an error when PayMongo cannot be read (the treasury is told, nothing is made up)', async () => {
    const { pm } = gateway([]);
    await expect(pm.settlementReport(DAY)).rejects.toThrow(/answered 500/);
  });
});
