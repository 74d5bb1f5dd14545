import { describe, expect, it, vi } from 'vitest';
import {
  detectMiniProgram,
  hasMiniProgramFlag,
  isWalletUserAgent,
  withRememberedFlag,
} from './detect-mini-program';
import { currentHost } from './host-api';
import { onPaymentResult, readPaymentResult } from './payment-result';
import { postPayment } from './post-payment';
import { AuthCodeUnavailable, requestAuthCode } from './request-auth-code';
import { scriptedHost } from './scripted-host';

const GCASH_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 AlipayClient/10.2.0 MiniProgram';
const CHROME_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('detecting the wallet web-view', () => {
  it('recognises Alipay+ and mPaaS user agents, not a plain browser', () => {
    expect(isWalletUserAgent(GCASH_UA)).toBe(true);
    expect(isWalletUserAgent('Mozilla/5.0 mPaaSClient/1.0')).toBe(true);
    expect(isWalletUserAgent(CHROME_UA)).toBe(false);
  });

  it('reads the query flag the mini-program shell sets', () => {
    expect(hasMiniProgramFlag('?miniprogram=1')).toBe(true);
    expect(hasMiniProgramFlag('?a=b&miniprogram=true')).toBe(true);
    expect(hasMiniProgramFlag('?miniprogram=0')).toBe(false);
    expect(hasMiniProgramFlag('')).toBe(false);
  });

  it('confirms a wallet user agent with my.getEnv', async () => {
    const host = scriptedHost();
    await expect(detectMiniProgram({ userAgent: GCASH_UA, search: '', host })).resolves.toBe(true);
  });

  it('confirms the query flag with my.getEnv in a browser-like user agent', async () => {
    const host = scriptedHost();
    await expect(detectMiniProgram({ userAgent: CHROME_UA, search: '?miniprogram=1', host })).resolves.toBe(
      true,
    );
  });

  it('is not a mini-program when my.getEnv says miniprogram is false', async () => {
    const host = scriptedHost({ miniprogram: false });
    await expect(detectMiniProgram({ userAgent: GCASH_UA, search: '', host })).resolves.toBe(false);
  });

  it('is not a mini-program without the host object, whatever the address claims', async () => {
    await expect(
      detectMiniProgram({ userAgent: GCASH_UA, search: '?miniprogram=1', host: undefined }),
    ).resolves.toBe(false);
  });

  it('does not ask the host when neither the user agent nor the flag points to a wallet', async () => {
    const host = scriptedHost();
    const getEnv = vi.spyOn(host, 'getEnv');
    await expect(detectMiniProgram({ userAgent: CHROME_UA, search: '', host })).resolves.toBe(false);
    expect(getEnv).not.toHaveBeenCalled();
  });

  it('gives up when my.getEnv never answers', async () => {
    vi.useFakeTimers();
    const host = scriptedHost({ answersGetEnv: false });
    const detected = detectMiniProgram({ userAgent: GCASH_UA, search: '', host }, 1_500);
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(detected).resolves.toBe(false);
    vi.useRealTimers();
  });

  it('finds the host on the global my object', () => {
    const host = scriptedHost();
    expect(currentHost({ my: host })).toBe(host);
    expect(currentHost({ my: { postMessage: 1 } })).toBeUndefined();
    expect(currentHost({})).toBeUndefined();
  });
});

describe('paying through the host', () => {
  it('posts the redirection URL to the shell', () => {
    const host = scriptedHost();
    expect(postPayment('https://pay.example/cashier?o=1', host)).toBe(true);
    expect(host.posted).toEqual([{ type: 'payment', redirectionUrl: 'https://pay.example/cashier?o=1' }]);
  });

  it('posts nothing without a host', () => {
    expect(postPayment('https://pay.example/cashier', undefined)).toBe(false);
  });

  it("hears the shell's payment result as a hint", () => {
    const host = scriptedHost();
    const heard = vi.fn();
    onPaymentResult(heard, host);
    host.reply({ type: 'payment_result', resultCode: '9000' });
    host.reply({ type: 'payment_result', resultCode: 6001 });
    expect(heard.mock.calls).toEqual([
      [{ outcome: 'success', resultCode: '9000' }],
      [{ outcome: 'cancelled', resultCode: '6001' }],
    ]);
  });

  it('leaves other messages to the handler that was there before, and restores it', () => {
    const host = scriptedHost();
    const earlier = vi.fn();
    host.onMessage = earlier;
    const heard = vi.fn();
    const stop = onPaymentResult(heard, host);
    host.reply({ type: 'auth_code', authCode: 'x' });
    expect(earlier).toHaveBeenCalledWith({ data: { type: 'auth_code', authCode: 'x' } });
    expect(heard).not.toHaveBeenCalled();
    stop();
    expect(host.onMessage).toBe(earlier);
  });

  it('reads bare and wrapped messages, and an unknown code as unknown', () => {
    expect(readPaymentResult({ type: 'payment_result', resultCode: '4000' })).toEqual({
      outcome: 'failed',
      resultCode: '4000',
    });
    expect(readPaymentResult({ data: { type: 'payment_result' } })).toEqual({
      outcome: 'unknown',
      resultCode: undefined,
    });
    expect(readPaymentResult({ data: 'hello' })).toBeNull();
    expect(readPaymentResult(null)).toBeNull();
  });
});

describe('asking the shell for a sign-on code', () => {
  it("posts { type: 'auth' } and resolves with the code the shell answers", async () => {
    const host = scriptedHost();
    const code = requestAuthCode(host);
    expect(host.posted).toEqual([{ type: 'auth' }]);
    host.reply({ type: 'auth_code', authCode: 'code-123' });
    await expect(code).resolves.toBe('code-123');
  });

  it('passes other messages on, and restores the earlier handler once answered', async () => {
    const host = scriptedHost();
    const earlier = vi.fn();
    host.onMessage = earlier;
    const code = requestAuthCode(host);
    host.reply({ type: 'payment_result', resultCode: '9000' });
    expect(earlier).toHaveBeenCalledWith({ data: { type: 'payment_result', resultCode: '9000' } });
    host.onMessage?.({ type: 'auth_code', authCode: 'bare' });
    await expect(code).resolves.toBe('bare');
    expect(host.onMessage).toBe(earlier);
  });

  it('fails when the shell says it could not get a code', async () => {
    const host = scriptedHost();
    const code = requestAuthCode(host);
    host.reply({ type: 'auth_error', error: 11 });
    await expect(code).rejects.toEqual(new AuthCodeUnavailable('refused'));
  });

  it('gives up cleanly when the shell never answers', async () => {
    vi.useFakeTimers();
    const host = scriptedHost();
    const code = requestAuthCode(host, 10_000);
    const outcome = code.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toEqual(new AuthCodeUnavailable('timeout'));
    expect(host.onMessage).toBeUndefined();
    vi.useRealTimers();
  });

  it('fails at once without a host', async () => {
    await expect(requestAuthCode(undefined)).rejects.toEqual(new AuthCodeUnavailable('no-host'));
  });
});

describe("remembering the shell's flag for the tab", () => {
  it('keeps the flag the first page had for the pages after it', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
    };
    expect(withRememberedFlag('', storage)).toBe('');
    expect(withRememberedFlag('?gmp_sso=1&miniprogram=1', storage)).toBe('?gmp_sso=1&miniprogram=1');
    expect(withRememberedFlag('', storage)).toBe('?miniprogram=1');
    expect(withRememberedFlag('?transaction_id=4', storage)).toBe('?transaction_id=4&miniprogram=1');
    expect(withRememberedFlag('?a=1', null)).toBe('?a=1');
  });
});
