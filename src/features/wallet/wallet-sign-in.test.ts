import { describe, expect, it, vi } from 'vitest';
import type { GmpSsoAnswer } from '@/domain/contracts/wallet-sign-on';
import { startWalletSignIn, walletSignIn, type WalletSignInDeps } from './wallet-sign-in';

const session: GmpSsoAnswer = {
  data: { type: 'sessions', id: 'current', attributes: { token: 't0k3n', is_mfa_required: false } },
  message: 'You have successfully logged in!',
};
const linkRequest: GmpSsoAnswer = {
  data: {
    type: 'wallet_link_requests',
    id: 'current',
    attributes: { is_link_required: true, link_token: 'lt', mobile_number: '63*******567', expires_at: 'x' },
  },
};

const deps = (over: Partial<WalletSignInDeps> = {}): WalletSignInDeps => ({
  authCode: () => Promise.resolve({ code: 'code-1' }),
  exchange: vi.fn(() => Promise.resolve(session)),
  ...over,
});

describe('GCash sign-in', () => {
  it('asks the shell for a code, the server for a session, and says when the server is asked', async () => {
    const d = deps();
    const exchanging = vi.fn();
    await expect(walletSignIn(exchanging, d)).resolves.toEqual({ kind: 'session', session });
    expect(d.exchange).toHaveBeenCalledWith('code-1');
    expect(exchanging).toHaveBeenCalledOnce();
  });

  it('hands a link request to the owner’s proof instead of signing in', async () => {
    await expect(
      walletSignIn(undefined, deps({ exchange: () => Promise.resolve(linkRequest) })),
    ).resolves.toEqual({
      kind: 'link',
      request: linkRequest.data.attributes,
    });
  });

  it('asks nothing outside the mini-program', async () => {
    const d = deps({ authCode: () => Promise.resolve({ none: 'not-in-wallet' }) });
    await expect(walletSignIn(undefined, d)).resolves.toEqual({ kind: 'not-in-wallet' });
    expect(d.exchange).not.toHaveBeenCalled();
  });

  it('ends in a timeout the page can offer to retry when the shell never answers', async () => {
    const d = deps({ authCode: () => Promise.resolve({ none: 'timeout' }) });
    await expect(walletSignIn(undefined, d)).resolves.toEqual({ kind: 'timeout' });
    expect(d.exchange).not.toHaveBeenCalled();
  });

  it('asks the shell once while a sign-in is under way', async () => {
    const authCode = vi.fn(() => Promise.resolve({ code: 'code-2' }));
    const d = deps({ authCode });
    await Promise.all([walletSignIn(undefined, d), walletSignIn(undefined, d)]);
    expect(authCode).toHaveBeenCalledOnce();
  });

  it('hands a sign-in started before the page rendered to the page, even when it already finished', async () => {
    const d = deps();
    startWalletSignIn(d);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.exchange).toHaveBeenCalledOnce();
    const exchanging = vi.fn();
    await expect(walletSignIn(exchanging, deps())).resolves.toEqual({ kind: 'session', session });
    // The page was told the server had been asked; the shell and the server were asked once.
    expect(exchanging).toHaveBeenCalledOnce();
    expect(d.exchange).toHaveBeenCalledOnce();
  });

  it('joins a sign-in started early that is still waiting for the shell', async () => {
    let answer: (code: { code: string }) => void = () => undefined;
    const authCode = vi.fn(() => new Promise<{ code: string }>((resolve) => (answer = resolve)));
    const d = deps({ authCode });
    startWalletSignIn(d);
    const exchanging = vi.fn();
    const result = walletSignIn(exchanging, d);
    await new Promise((r) => setTimeout(r, 0));
    expect(exchanging).not.toHaveBeenCalled();
    answer({ code: 'code-3' });
    await expect(result).resolves.toEqual({ kind: 'session', session });
    expect(exchanging).toHaveBeenCalledOnce();
    expect(authCode).toHaveBeenCalledOnce();
    expect(d.exchange).toHaveBeenCalledWith('code-3');
  });

  it('gives the page the early sign-in’s failure, and Try again asks afresh', async () => {
    const refused = new Error('the server refused');
    startWalletSignIn(deps({ exchange: () => Promise.reject(refused) }));
    await new Promise((r) => setTimeout(r, 0));
    await expect(walletSignIn(undefined, deps())).rejects.toBe(refused);
    const again = deps();
    await expect(walletSignIn(undefined, again)).resolves.toEqual({ kind: 'session', session });
    expect(again.exchange).toHaveBeenCalledOnce();
  });
});
