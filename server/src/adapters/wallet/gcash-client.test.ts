import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletTestApp } from '../../modules/wallet/wallet-test-kit';
import { createGcashClient } from './gcash-client';
import { SANDBOX_API_PREFIX } from './gcash-sandbox.routes';
import { contentToSign, readSignatureHeader, signatureHeader, verifySignature } from './openapi-signature';
import { sandboxKeys } from './sandbox-keys';
import { WalletRefused, WalletUnavailable } from './wallet-identity';

let t: Awaited<ReturnType<typeof createWalletTestApp>>;
let client: (
  overrides?: Partial<Parameters<typeof createGcashClient>[0]>,
) => ReturnType<typeof createGcashClient>;

beforeAll(async () => {
  t = await createWalletTestApp();
  // The same files the portal's sandbox reads: the portal's pair and the sandbox wallet's.
  const keys = await sandboxKeys(t.dataDir)();
  client = (overrides = {}) =>
    createGcashClient({
      baseUrl: `${t.publicUrl}${SANDBOX_API_PREFIX}`,
      clientId: 'bayan-sandbox',
      appId: 'bayan-sandbox',
      privateKey: keys.portal.privateKey,
      walletPublicKey: keys.wallet.publicKey,
      now: t.clock.now,
      ...overrides,
    });
}, 60_000);
afterAll(() => t.stop());

const stranger = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('RSA256 message signatures', () => {
  const parts = {
    method: 'POST',
    path: '/api/v2/x',
    clientId: 'c',
    time: '2026-01-01T00:00:00Z',
    body: '{"a":1}',
  };

  it('sign <METHOD> <path>\\n<Client-Id>.<time>.<body> and verify only with the pair', () => {
    const { privateKey, publicKey } = stranger();
    expect(contentToSign(parts)).toBe('POST /api/v2/x\nc.2026-01-01T00:00:00Z.{"a":1}');
    const header = signatureHeader(parts, privateKey);
    expect(header).toMatch(/^algorithm=RSA256, keyVersion=1, signature=[\w%.-]+$/);
    expect(verifySignature(parts, header, publicKey)).toBe(true);
    expect(verifySignature({ ...parts, body: '{"a":2}' }, header, publicKey)).toBe(false);
    expect(verifySignature(parts, header, stranger().publicKey)).toBe(false);
    expect(verifySignature(parts, null, publicKey)).toBe(false);
    expect(readSignatureHeader('algorithm=HS256, signature=abc')).toBeNull();
  });
});

describe('the GCash adapter against the wallet sandbox, over HTTP', () => {
  it('exchanges an auth code for the wallet user: applyToken, then inquiryUserInfo', async () => {
    const code = await t.authCode('639170000101', 'Ana Maria Reyes');
    const identity = await client().identify(code);
    expect(identity).toEqual({
      userId: expect.stringMatching(/^2160\d{12}$/),
      mobileNumber: '639170000101',
      firstName: 'ANA MARIA',
      lastName: 'REYES',
    });
    // The same person has the same GCash user id with every code.
    expect((await client().identify(await t.authCode('639170000101', 'Ana Maria Reyes'))).userId).toBe(
      identity.userId,
    );
  });

  it('is refused a code twice (USED_CODE), a made-up one (INVALID_CODE) and a stale one (EXPIRED_CODE)', async () => {
    const code = await t.authCode('639170000102');
    await client().identify(code);
    await expect(client().identify(code)).rejects.toEqual(new WalletRefused('USED_CODE'));
    await expect(client().identify('f'.repeat(32))).rejects.toEqual(new WalletRefused('INVALID_CODE'));
    const stale = await t.authCode('639170000102');
    t.clock.advanceMinutes(10);
    t.clock.advanceSeconds(1);
    await expect(client().identify(stale)).rejects.toEqual(new WalletRefused('EXPIRED_CODE'));
  });

  it('is refused by the wallet when its requests are signed with another key', async () => {
    const code = await t.authCode('639170000103');
    await expect(client({ privateKey: stranger().privateKey }).identify(code)).rejects.toEqual(
      new WalletRefused('INVALID_SIGNATURE'),
    );
    await expect(client({ clientId: 'someone-else' }).identify(code)).rejects.toBeInstanceOf(
      WalletUnavailable,
    );
  });

  it('believes nothing of an answer whose signature does not verify', async () => {
    const code = await t.authCode('639170000104');
    await expect(client({ walletPublicKey: stranger().publicKey }).identify(code)).rejects.toBeInstanceOf(
      WalletUnavailable,
    );
  });

  it('says the wallet is unavailable when nothing answers', async () => {
    await expect(
      client({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2_000 }).identify('x'),
    ).rejects.toBeInstanceOf(WalletUnavailable);
  });
});
