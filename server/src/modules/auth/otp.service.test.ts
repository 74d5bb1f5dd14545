import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_EXPIRED_MESSAGE } from '@/domain/constants/otp';
import {
  codeIn,
  fieldErrors,
  messageOf,
  mobileNumbers,
  type AccountsClient,
} from '../../testing/accounts-client';
import { readEnv } from '../../env';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { DEAD_OTP_MESSAGE, WRONG_OTP_MESSAGE } from './otp.service';

let t: AccountsTestApp;
beforeAll(async () => {
  // One trusted proxy, so tests can call from distinct addresses (X-Forwarded-For).
  t = await createAccountsTestApp({ config: { ...readEnv({}), TRUST_PROXY: 1 } });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(172_000_000);

/** Registers a number and returns the sign-up code sent to it. */
async function signupCode(mobile: string) {
  expect((await t.client.register(mobile)).status).toBe(200);
  return codeIn((await t.client.latestMessage(mobile)).body);
}

/** A code that is not `code` (same length, so it fails on the digits, not the format). */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const resend = (mobile: string) => t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile });

describe('sign-up OTPs', () => {
  it('rejects an OTP used after it expired', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    t.clock.advanceSeconds(61);
    expect((await fieldErrors(await t.client.verify(mobile, code))).pin).toEqual([OTP_EXPIRED_MESSAGE]);
    expect(OTP_EXPIRED_MESSAGE).toBe('Your OTP has expired. Press Resend OTP to get a new code.');
  });

  it('accepts an OTP a second before it expires', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    t.clock.advanceSeconds(59);
    expect((await t.client.verify(mobile, code)).status).toBe(200);
  });

  it('accepts the right code after a wrong try or two', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    for (let i = 0; i < 2; i++) {
      expect((await fieldErrors(await t.client.verify(mobile, wrongCode(code)))).pin).toEqual([
        WRONG_OTP_MESSAGE,
      ]);
    }
    expect((await t.client.verify(mobile, code)).status).toBe(200);
  });

  it('kills the code after 5 wrong tries: the right code then fails', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    for (let i = 0; i < 5; i++) {
      expect((await fieldErrors(await t.client.verify(mobile, wrongCode(code)))).pin).toEqual([
        WRONG_OTP_MESSAGE,
      ]);
    }
    expect((await fieldErrors(await t.client.verify(mobile, code))).pin).toEqual([DEAD_OTP_MESSAGE]);
  });

  it("starts a new code with no failures, so the owner's fresh code works after someone burned the last", async () => {
    const mobile = nextMobile();
    const first = await signupCode(mobile);
    for (let i = 0; i < 5; i++) await t.client.verify(mobile, wrongCode(first));
    t.clock.advanceSeconds(61);
    expect((await resend(mobile)).status).toBe(200);
    const second = codeIn((await t.client.latestMessage(mobile)).body);
    expect((await t.client.verify(mobile, second)).status).toBe(200);
  });

  it('rejects an OTP used twice', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    expect((await t.client.verify(mobile, code)).status).toBe(200);
    expect((await t.client.verify(mobile, code)).status).toBe(422);
  });

  it('rejects a code sent to another number', async () => {
    const [mine, theirs] = [nextMobile(), nextMobile()];
    await signupCode(mine);
    const code = await signupCode(theirs);
    expect((await fieldErrors(await t.client.verify(mine, code))).pin).toEqual([WRONG_OTP_MESSAGE]);
  });

  it('rejects a code that is not six digits, before counting a try', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    for (let i = 0; i < 5; i++) {
      expect((await fieldErrors(await t.client.verify(mobile, '12ab'))).pin).toHaveLength(1);
    }
    expect((await t.client.verify(mobile, code)).status).toBe(200);
  });
});

describe('password-reset OTPs', () => {
  // A code belongs to the request that asked for it (issue 25): each request's token, by number.
  const requests = new Map<string, string>();
  async function forgotFrom(client: AccountsClient, mobile: string) {
    const res = await client.post('/v1/taxpayers/forgot_password', { email: mobile });
    if (res.status === 200) {
      const doc = (await res.clone().json()) as { data: { attributes: { request_token: string } } };
      requests.set(mobile, doc.data.attributes.request_token);
    }
    return res;
  }
  const validateFrom = (client: AccountsClient, mobile: string, pin: string) =>
    client.post('/v1/taxpayers/forgot_password_validate_otp', {
      mobile_number: mobile,
      pin,
      request_token: requests.get(mobile) ?? 'no-request-was-made-for-this-number',
    });
  const validate = (mobile: string, pin: string) => validateFrom(t.client, mobile, pin);

  it('rejects a sign-up code used for forgot_password_validate_otp', async () => {
    const mobile = nextMobile();
    const code = await signupCode(mobile);
    expect((await fieldErrors(await validate(mobile, code))).pin).toEqual([WRONG_OTP_MESSAGE]);
    // The code is bound to its purpose, not spent by the misuse: sign-up still accepts it.
    expect((await t.client.verify(mobile, code)).status).toBe(200);
  });

  it('rejects a reset code used twice', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    t.clock.advanceSeconds(61);
    expect((await forgotFrom(t.client, mobile)).status).toBe(200);
    const code = codeIn((await t.client.latestMessage(mobile)).body);
    expect((await validate(mobile, code)).status).toBe(200);
    expect((await fieldErrors(await validate(mobile, code))).pin).toEqual([WRONG_OTP_MESSAGE]);
  });

  it("lets the owner reset with a fresh code 62 s after an attacker's five wrong guesses", async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    t.clock.advanceSeconds(61);
    const [attacker, owner] = [t.clientFrom('198.51.100.66'), t.clientFrom('203.0.113.10')];
    await forgotFrom(attacker, mobile);
    for (let i = 0; i < 5; i++)
      expect((await fieldErrors(await validateFrom(attacker, mobile, '000000'))).pin).toHaveLength(1);
    t.clock.advanceSeconds(62);
    expect((await forgotFrom(owner, mobile)).status).toBe(200);
    const code = codeIn((await owner.latestMessage(mobile)).body);
    expect((await validateFrom(owner, mobile, code)).status).toBe(200);
  });

  it('stops one address guessing across new codes after 10 wrong tries in an hour; the owner still gets in', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const [attacker, owner] = [t.clientFrom('198.51.100.67'), t.clientFrom('203.0.113.11')];
    let code = '';
    for (let round = 0; round < 3; round++) {
      t.clock.advanceSeconds(61);
      expect((await forgotFrom(attacker, mobile)).status).toBe(200);
      code = codeIn((await t.client.latestMessage(mobile)).body);
      if (round < 2) {
        for (let i = 0; i < 5; i++)
          expect((await validateFrom(attacker, mobile, wrongCode(code))).status).toBe(422);
      }
    }
    // Ten wrong tries, the first 183 s ago: the eleventh waits until that one is an hour old.
    const refused = await validateFrom(attacker, mobile, code);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(3600 - 122);
    expect(await messageOf(refused)).toBe('Too many wrong codes. Please try again in 58 minutes.');
    expect((await validateFrom(owner, mobile, code)).status).toBe(200);
  });

  it('rejects a reset code used for sign-up verification', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    t.clock.advanceSeconds(61);
    await forgotFrom(t.client, mobile);
    const code = codeIn((await t.client.latestMessage(mobile)).body);
    // The account is active, so there is no sign-up to verify; the code stays good for the reset.
    expect((await t.client.verify(mobile, code)).status).toBe(422);
    expect((await validate(mobile, code)).status).toBe(200);
  });
});
