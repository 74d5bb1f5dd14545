import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { leaveExpiredSession } from './leave-expired-session';

const ANDROID_SHELL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_OS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('§8: a 401 Token expired', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
    useSession.setState({ status: 'signed-in', profile: null, mobileLogin: false });
  });

  it.each([
    ['Android (app shell web-view)', ANDROID_SHELL, 0],
    ['iOS', IPHONE, 5],
    ['iPadOS, which says Macintosh but has touch', IPAD_OS, 5],
  ])('on %s ends the session and goes to /service-unavailable', (_name, userAgent, maxTouchPoints) => {
    const navigate = vi.fn();
    leaveExpiredSession(navigate, { userAgent, maxTouchPoints });
    expect(navigate).toHaveBeenCalledWith('/service-unavailable');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().status).toBe('signed-out');
  });

  it.each([
    ['a desktop', WINDOWS, 0],
    ['a Mac without touch', IPAD_OS, 0],
  ])('on %s ends the session and goes to /logout', (_name, userAgent, maxTouchPoints) => {
    const navigate = vi.fn();
    leaveExpiredSession(navigate, { userAgent, maxTouchPoints });
    expect(navigate).toHaveBeenCalledWith('/logout');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['Android (app shell web-view)', ANDROID_SHELL, 0],
    ['a desktop', WINDOWS, 0],
  ])(
    'ended by a password change, on %s goes to /logout saying why (not Service unavailable)',
    (_name, userAgent, maxTouchPoints) => {
      const navigate = vi.fn();
      leaveExpiredSession(navigate, { userAgent, maxTouchPoints }, 'Password changed');
      expect(navigate).toHaveBeenCalledWith('/logout?reason=password-changed');
      expect(localStorage.getItem('token')).toBeNull();
      expect(useSession.getState().status).toBe('signed-out');
    },
  );
});
