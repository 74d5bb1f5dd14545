// PayMongo's List all Payments (`GET /v1/payments`), written from its documented payment resource
// (amount, fee, net_amount, status, paid_at, created_at, metadata, refunds; newest first, `has_more`).
// Manila's 5 March 2026 is 2026-03-04T16:00Z to 2026-03-05T16:00Z (unix 1772640000 to 1772726400).

const payment = (
  id: string,
  status: string,
  amount: number,
  paidAt: number | null,
  extra: Record<string, unknown> = {},
) => ({
  id,
  type: 'payment',
  attributes: {
    amount,
    currency: 'PHP',
    description: 'Business tax',
    fee: Math.round(amount * 0.025),
    net_amount: amount - Math.round(amount * 0.025),
    status,
    created_at: (paidAt ?? 1_772_700_000) - 60,
    paid_at: paidAt,
    livemode: false,
    refunds: [],
    metadata: { checkout_id: `chk_${id}`, reference_number: `BYN-${id}` },
    ...extra,
  },
});

/** The first page: tomorrow's payment (outside the day), two of the day, a failed one. */
export const paymentsPage1 = {
  data: [
    payment('pay_tomorrow', 'paid', 50_000, 1_772_727_000),
    payment('pay_day_b', 'paid', 102_500, 1_772_710_000, {
      refunds: [
        { id: 'ref_1', type: 'refund', attributes: { amount: 2_500, status: 'succeeded' } },
        { id: 'ref_2', type: 'refund', attributes: { amount: 1_000, status: 'failed' } },
      ],
    }),
    payment('pay_failed', 'failed', 30_000, null),
    payment('pay_day_a', 'paid', 52_500, 1_772_650_000, {
      metadata: {},
      external_reference_number: 'BYN-EXT',
    }),
  ],
  has_more: true,
};

/** The second page: yesterday's payment, then one created long before the day (paging stops). */
export const paymentsPage2 = {
  data: [
    payment('pay_yesterday', 'paid', 20_000, 1_772_630_000),
    payment('pay_old', 'paid', 10_000, 1_772_400_000),
  ],
  has_more: true,
};
