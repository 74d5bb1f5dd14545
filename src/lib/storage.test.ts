import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeSessionStored, takeSessionStored, writeSessionStored } from './storage';

const blocked = () => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('session storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('gives a kept value once', () => {
    writeSessionStored('returnTo', '/profile');
    expect(takeSessionStored('returnTo')).toBe('/profile');
    expect(takeSessionStored('returnTo')).toBeNull();
  });

  it('forgets a kept value', () => {
    writeSessionStored('returnTo', '/profile');
    removeSessionStored('returnTo');
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: blocked,
      setItem: blocked,
      removeItem: blocked,
    });
    expect(() => writeSessionStored('toastAfterReload', 'x')).not.toThrow();
    expect(() => removeSessionStored('toastAfterReload')).not.toThrow();
    expect(takeSessionStored('toastAfterReload')).toBeNull();
  });
});
