import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, otps, outbox } from '../../db/auth-schema';
import { linkIn, mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import type { AfterResponse } from './after-response';

/** Work after the answer, held until the test lets it run: what was done before the answer shows. */
const held: (() => Promise<void>)[] = [];
const heldWork: AfterResponse = {
  run: (task) => held.push(task),
  async idle() {
    for (let task = held.shift(); task; task = held.shift()) await task();
  },
};

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ adapters: { afterResponse: heldWork } });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(178_000_000);

/** The answer, but for a mobile reset's request token: random each time (issue 25). */
const forgot = async (identifier: string) => {
  const res = await t.client.post('/v1/taxpayers/forgot_password', { email: identifier });
  const body = (await res.json()) as { data?: { attributes: { request_token: string } } };
  if (body.data) body.data.attributes.request_token = '…';
  return { status: res.status, body: body as unknown };
};

/** Rows written for a destination so far, read straight from the tables (no waiting for work). */
async function written(destination: string) {
  const db = t.database.db;
  const [codes] = await db.select({ n: count() }).from(otps).where(eq(otps.destination, destination));
  const [messages] = await db.select({ n: count() }).from(outbox).where(eq(outbox.to, destination));
  return { codes: codes?.n ?? 0, messages: messages?.n ?? 0 };
}

describe('forgot password does the same work before answering, account or not', () => {
  it('answers a known and an unknown number alike and issues and sends the code only afterwards', async () => {
    const known = nextMobile();
    await t.client.signUp(known);
    t.clock.advanceSeconds(61);
    const before = await written(known);

    const forKnown = await forgot(known);
    expect(forKnown).toMatchObject({ status: 200, body: { message: 'OTP sent.' } });
    // Answered with nothing looked up, issued or sent yet: one task waiting, as for an unknown number.
    expect(await written(known)).toEqual(before);
    expect(held).toHaveLength(1);
    const unknown = nextMobile();
    expect(await forgot(unknown)).toEqual(forKnown);
    expect(held).toHaveLength(2);

    await heldWork.idle();
    expect(await written(known)).toEqual({ codes: before.codes + 1, messages: before.messages + 1 });
    expect(await written(unknown)).toEqual({ codes: 0, messages: 0 });
    expect((await t.client.latestMessage(known)).body).toContain('password reset code');
  });

  it('mails the reset link only after answering, and the same answer for an unknown address', async () => {
    const mobile = nextMobile();
    const email = `luz.${mobile}@example.ph`;
    await t.client.signUp(mobile, { email });
    const token = linkIn((await t.client.latestMessage(email)).body).pathname.split('/')[3];
    expect((await t.client.post('/v1/taxpayers/activate_account', { token, email })).status).toBe(200);
    const [links] = await t.database.db.select({ n: count() }).from(accountTokens);
    const mailed = (await written(email)).messages;

    const forKnown = await forgot(email);
    expect(forKnown).toEqual({
      status: 200,
      body: { message: 'Successfully Submitted, Please check your email' },
    });
    expect((await t.database.db.select({ n: count() }).from(accountTokens))[0]).toEqual(links);
    expect((await written(email)).messages).toBe(mailed);
    expect(await forgot(`nobody.${mobile}@example.ph`)).toEqual(forKnown);
    expect(held).toHaveLength(2);

    await heldWork.idle();
    expect((await t.client.latestMessage(email)).subject).toBe('Reset your Bayan password');
  });
});
