// Recorded PayMongo payloads, written from the documented shapes (checkout sessions and webhook
// events, developers.paymongo.com); no outside network is reachable from the tests.

export const SESSION_ID = 'cs_7YpHs4u2oQ8cN2aGd3ZkWx1B';

/** `POST /v1/checkout_sessions` → 200. */
export const createdSession = {
  data: {
    id: SESSION_ID,
    type: 'checkout_session',
    attributes: {
      checkout_url: `https://checkout.paymongo.com/${SESSION_ID}#cGtfdGVzdA==`,
      status: 'active',
      reference_number: 'BYN-260305-ABCDEFGH',
      line_items: [{ name: 'Business tax 2026 Q1', amount: 125_950, currency: 'PHP', quantity: 1 }],
      payments: [],
      payment_intent: {
        id: 'pi_Qw3',
        type: 'payment_intent',
        attributes: { status: 'awaiting_payment_method' },
      },
      metadata: { checkout_id: 'chk_1', reference_number: 'BYN-260305-ABCDEFGH' },
      livemode: false,
    },
  },
};

const paidPayment = {
  id: 'pay_Hn8sLw2',
  type: 'payment',
  attributes: { amount: 125_950, currency: 'PHP', status: 'paid', source: { type: 'gcash' }, metadata: {} },
};

/** `GET /v1/checkout_sessions/{id}` once paid. */
export const paidSession = {
  data: {
    ...createdSession.data,
    attributes: {
      ...createdSession.data.attributes,
      payments: [paidPayment],
      payment_intent: { id: 'pi_Qw3', type: 'payment_intent', attributes: { status: 'succeeded' } },
    },
  },
};

/** `GET /v1/checkout_sessions/{id}` after it lapsed unpaid. */
export const expiredSession = {
  data: { ...createdSession.data, attributes: { ...createdSession.data.attributes, status: 'expired' } },
};

/** Webhook event `checkout_session.payment.paid` (test mode). */
export const checkoutPaidEvent = (livemode = false) => ({
  data: {
    id: 'evt_9aJ2qYc5Nn1',
    type: 'event',
    attributes: {
      type: 'checkout_session.payment.paid',
      livemode,
      created_at: 1_772_677_800,
      updated_at: 1_772_677_800,
      data: paidSession.data,
    },
  },
});

/** Webhook event `payment.failed`, naming our checkout through the session's metadata. */
export const paymentFailedEvent = {
  data: {
    id: 'evt_Zr4u1Ka7',
    type: 'event',
    attributes: {
      type: 'payment.failed',
      livemode: false,
      created_at: 1_772_677_800,
      updated_at: 1_772_677_800,
      data: {
        id: 'pay_F41l',
        type: 'payment',
        attributes: { amount: 125_950, status: 'failed', metadata: { checkout_id: 'chk_1' } },
      },
    },
  },
};
