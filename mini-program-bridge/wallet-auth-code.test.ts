import { describe, expect, it, vi } from 'vitest';
import { AuthCodeUnavailable, requestAuthCode } from './request-auth-code';
import { scriptedHost } from './scripted-host';
import { startEarlyAuthCode, walletAuthCode, type AuthCodeSource } from './wallet-auth-code';

const source = (over: Partial<AuthCodeSource> = {}): AuthCodeSource => ({
  inMiniProgram: () => Promise.resolve(true),
  authCode: vi.fn(() => Promise.resolve('now-1')),
  ...over,
});

describe('the auth code for GCash sign-in', () => {
  it('is asked of the shell before the app starts, and that answer is handed to the app once', async () => {
    const host = scriptedHost();
    startEarlyAuthCode(source({ authCode: () => requestAuthCode(host) }));
    await vi.waitFor(() => expect(host.posted).toEqual([{ type: 'auth' }]));
    host.reply({ type: 'auth_code', authCode: 'early-1' });
    const later = source();
    await expect(walletAuthCode(later)).resolves.toEqual({ code: 'early-1' });
    expect(later.authCode).not.toHaveBeenCalled();
    // Taken: Try again asks the shell afresh.
    await expect(walletAuthCode(later)).resolves.toEqual({ code: 'now-1' });
    expect(later.authCode).toHaveBeenCalledOnce();
  });

  it('is asked now when nothing was asked early, and not at all outside the mini-program', async () => {
    await expect(walletAuthCode(source())).resolves.toEqual({ code: 'now-1' });
    const browser = source({ inMiniProgram: () => Promise.resolve(false) });
    await expect(walletAuthCode(browser)).resolves.toEqual({ none: 'not-in-wallet' });
    expect(browser.authCode).not.toHaveBeenCalled();
  });

  it('is asked again when the early look found no shell yet', async () => {
    startEarlyAuthCode(source({ inMiniProgram: () => Promise.resolve(false) }));
    await expect(walletAuthCode(source())).resolves.toEqual({ code: 'now-1' });
  });

  it('says when the shell never answered, and hands over its refusal', async () => {
    startEarlyAuthCode(source({ authCode: () => Promise.reject(new AuthCodeUnavailable('timeout')) }));
    await expect(walletAuthCode(source())).resolves.toEqual({ none: 'timeout' });
    startEarlyAuthCode(source({ authCode: () => Promise.reject(new AuthCodeUnavailable('refused')) }));
    await expect(walletAuthCode(source())).rejects.toEqual(new AuthCodeUnavailable('refused'));
  });
});
