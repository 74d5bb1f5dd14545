import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED_CODE } from '@/domain/contracts/mfa-phone-check';
import { readEnv } from '../../env';
import { taxpayers } from '../../db/auth-schema';
import { settings } from '../../db/schema';
import { codeIn } from '../../testing/accounts-client';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { MFA_REQUIRED_SETTING } from './mfa-settings-keys';

// Issue 25: turning mfa_required on left every password-only session working for up to a day
// (history 200, billing 201, paymentgate 200 on an old session).

let t: PaymentsTestApp;
beforeAll(async () => {
  // Every request reads the setting (no instance-side cache), as a test needs.
  t = await createPaymentsTestApp({ config: { ...readEnv({}), SESSION_CACHE_SECONDS: 0 } });
});
afterAll(() => t.close());

const requireMfa = (on: boolean) =>
  t.db
    .insert(settings)
    .values({ key: MFA_REQUIRED_SETTING, value: String(on) })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(on) } });

const json = { 'Content-Type': 'application/json' };
const HISTORY = '/api/v1/taxpayers/transaction_histories';
const BILLING = '/api/v1/taxpayers/business_taxes/billings_from_api_imports';

describe('an old session once mfa_required turns on', () => {
  it('may only enrol a second factor; the session that passes it works again', async () => {
    const { taxpayerId, auth } = await t.payer();
    const [account] = await t.db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
    const mobile = account?.mobileNumber ?? '';
    const { id } = await t.bill(taxpayerId);
    expect((await t.request('GET', HISTORY, auth)).status).toBe(200);

    await requireMfa(true);
    try {
      const history = await t.request('GET', HISTORY, auth);
      expect(history.status).toBe(403);
      const body = (await history.json()) as { message: string; errors: { code?: string }[] };
      expect(body.errors[0]?.code).toBe(SECOND_FACTOR_REQUIRED_CODE);
      expect(body.message).toContain('requires 2-step verification');
      const billing = await t.request('POST', BILLING, { ...auth, ...json }, JSON.stringify({ bin: 'x' }));
      expect(billing.status).toBe(403);
      expect((await t.paymentGate(id, auth)).status).toBe(403);
      expect((await t.request('GET', '/api/v1/taxpayers/profile', auth)).status).toBe(403);

      // Enrolment is allowed: a challenge for this account (no factor yet: set one up) …
      const stepUp = await t.request('POST', '/api/v1/taxpayer/mfa/step_up', auth);
      expect(stepUp.status).toBe(200);
      const challenge = ((await stepUp.json()) as { data: { attributes: Record<string, unknown> } }).data
        .attributes;
      expect(challenge).toMatchObject({
        is_mfa_required: true,
        mfa_setup_required: true,
        token_type: 'MfaChallenge',
      });
      const token = String(challenge.token);
      // … SMS set up with a code to the account's number, as the MFA dialog does at sign-in.
      expect((await t.client.post('/v1/taxpayer/mfa/send_otp', { token, receiver_type: 'sms' })).status).toBe(
        200,
      );
      const code = codeIn((await t.client.latestMessage(mobile)).body);
      const passed = await t.client.post('/v1/taxpayer/mfa_authenticate', {
        token,
        secret: code,
        mfa_type: 'sms_otp',
      });
      expect(passed.status).toBe(200);
      const session = ((await passed.json()) as { data: { attributes: { token: string } } }).data.attributes
        .token;
      const fresh = { Authorization: `Bearer ${session}` };
      expect((await t.request('GET', HISTORY, fresh)).status).toBe(200);
      expect((await t.paymentGate(id, fresh)).status).toBe(200);
      // It passed a second factor: nothing to step up.
      expect((await t.request('POST', '/api/v1/taxpayer/mfa/step_up', fresh)).status).toBe(409);

      // The old session stays limited; signing it out is allowed.
      expect((await t.request('GET', HISTORY, auth)).status).toBe(403);
      const out = await t.request('POST', '/api/v1/taxpayer/logout', { ...auth, ...json }, '{}');
      expect(out.status).toBe(200);
    } finally {
      await requireMfa(false);
    }
  });

  it('leaves sessions alone while the setting is off, and eGov/GCash sign-ons count as a second factor', async () => {
    const { auth } = await t.payer();
    expect((await t.request('GET', HISTORY, auth)).status).toBe(200);
    const { taxpayerId } = await t.payer();
    const { token } = await t.infrastructure.sessions.create(taxpayerId, { secondFactor: true });
    await requireMfa(true);
    try {
      expect((await t.request('GET', HISTORY, { Authorization: `Bearer ${token}` })).status).toBe(200);
    } finally {
      await requireMfa(false);
    }
  });
});
