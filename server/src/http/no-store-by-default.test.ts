import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../testing/accounts-test-app';

// Personal JSON kept by a shared proxy or the browser's disk cache outlives the sign-out (issue 25).
describe('Cache-Control on API answers', () => {
  let t: AccountsTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    token = (await t.client.signUp('639170000123')).token;
  });
  afterAll(() => t.close());

  const noStore = (res: Response) => expect(res.headers.get('Cache-Control') ?? '').toMatch(/\bno-store\b/);

  it('a profile, the transaction history and its pages are never stored', async () => {
    noStore(await t.client.get('/v1/taxpayers/profile', token));
    noStore(await t.client.get('/v1/taxpayers/transaction_histories', token));
    noStore(await t.client.get('/v1/taxpayers/transaction_histories?page=2', token));
  });

  it('a sign-in answer (a token and the profile) is never stored', async () => {
    const res = await t.client.login('639170000123', PASSWORD);
    expect(res.status).toBe(200);
    noStore(res);
  });

  it('refusals are never stored either', async () => {
    const res = await t.client.get('/v1/taxpayers/profile');
    expect(res.status).toBe(401);
    noStore(res);
  });

  it('public content keeps its own revalidated caching', async () => {
    const res = await t.client.get('/v1/taxpayers/cms');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });
});
