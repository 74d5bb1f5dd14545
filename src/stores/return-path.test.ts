import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isLocalPath, rememberReturnPath, takeReturnPath } from './return-path';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

describe('the return path after signing in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read once', () => {
    rememberReturnPath('/transaction-history/7?x=1');
    expect(takeReturnPath()).toBe('/transaction-history/7?x=1');
    expect(takeReturnPath()).toBeNull();
  });

  it('never leads off the site', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(isLocalPath(path)).toBe(false);
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    }
    sessionStorage.setItem('returnTo', '//evil.example');
    expect(takeReturnPath()).toBeNull();
  });

  it('is where signing in reloads, instead of the home page', async () => {
    const { reloadPage } = await import('@/lib/reload-page');
    const { signIn } = await import('./session');
    rememberReturnPath('/transaction-history/7');
    signIn({
      data: { type: 'users', id: '1', attributes: { token: 'tok', is_mfa_required: false } },
    } as never);
    expect(reloadPage).toHaveBeenLastCalledWith('/transaction-history/7');
    signIn({
      data: { type: 'users', id: '1', attributes: { token: 'tok', is_mfa_required: false } },
    } as never);
    expect(reloadPage).toHaveBeenLastCalledWith('/');
  });
});
