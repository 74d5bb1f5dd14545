import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxpayers } from '../../db/auth-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldErrors, linkIn, mobileNumbers, NEW_PASSWORD, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(179_000_000);
const IN_USE = 'This e-mail address is already in use.';

/** The activation token in the newest message to `email`. */
async function activationToken(email: string) {
  return linkIn((await t.client.latestMessage(email)).body).pathname.split('/')[3] ?? '';
}

const activate = (token: string, email: string) =>
  t.client.post('/v1/taxpayers/activate_account', { token, email });

describe('an e-mail given at sign-up but never confirmed', () => {
  it('does not keep its owner from signing up with it, confirming it, signing in and resetting by it', async () => {
    const email = `ligaya.${nextMobile()}@example.ph`;
    // Someone else types the address in first and never confirms it (the link goes to the owner).
    await t.client.signUp(nextMobile(), { email });
    const squatterLink = await activationToken(email);

    const mobile = nextMobile();
    await t.client.signUp(mobile, { email });
    expect((await activate(await activationToken(email), email)).status).toBe(200);
    expect((await t.client.login(email, PASSWORD, 'email')).status).toBe(200);

    // The owner's reset link is for the owner's account.
    expect((await t.client.post('/v1/taxpayers/forgot_password', { email })).status).toBe(200);
    const reset = linkIn((await t.client.latestMessage(email)).body).searchParams.get('token') ?? '';
    const change = await t.client.post('/v1/taxpayers/forgot_password_change', {
      email,
      token: reset,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect((await t.client.login(mobile, NEW_PASSWORD)).status).toBe(200);

    // The other account's link cannot take the confirmed address over.
    expect((await fieldErrors(await activate(squatterLink, email))).email).toEqual([IN_USE]);
    expect((await t.client.login(email, NEW_PASSWORD, 'email')).status).toBe(200);
  });

  it('is refused at sign-up once someone confirmed it', async () => {
    const email = `dalisay.${nextMobile()}@example.ph`;
    await t.client.signUp(nextMobile(), { email });
    expect((await activate(await activationToken(email), email)).status).toBe(200);
    expect((await fieldErrors(await t.client.register(nextMobile(), { email }))).email).toEqual([IN_USE]);
  });

  it('signs nobody in by e-mail while unconfirmed, even with several claims', async () => {
    const email = `tala.${nextMobile()}@example.ph`;
    await t.client.signUp(nextMobile(), { email });
    await t.client.signUp(nextMobile(), { email });
    expect((await t.client.login(email, PASSWORD, 'email')).status).toBe(401);
  });
});

describe('the database', () => {
  it('holds a confirmed e-mail on one account only', async () => {
    const email = `bituin.${nextMobile()}@example.ph`;
    const ids: number[] = [];
    for (const mobile of [nextMobile(), nextMobile()]) {
      await t.client.signUp(mobile, { email });
      const [row] = await t.database.db.select().from(taxpayers).where(eq(taxpayers.mobileNumber, mobile));
      ids.push(row?.id ?? 0);
    }
    const confirm = (id: number) =>
      t.database.db.update(taxpayers).set({ emailVerifiedAt: new Date() }).where(eq(taxpayers.id, id));
    await confirm(ids[0] ?? 0);
    const refused = await confirm(ids[1] ?? 0).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});
