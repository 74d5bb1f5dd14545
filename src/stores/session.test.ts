import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/domain/contracts/account-responses';
import { ApiError } from '@/lib/http';
import { reloadPage } from '@/lib/reload-page';
import { endSession, restoreSession, signIn, useSession } from './session';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const profile: Profile = {
  first_name: 'JUAN',
  last_name: 'CRUZ',
  mobile_number: '639171234567',
  email: null,
  email_verified: false,
  is_resident: 0,
  is_first_login: 1,
  is_gcash_login: 0,
  is_mfa_required: 0,
  preferred_mfa: null,
  is_profile_complete: false,
  _full_name: 'JUAN CRUZ',
};

describe('session store', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/');
    useSession.setState({ status: 'unknown', profile: null, mobileLogin: false });
  });
  afterEach(() => vi.resetAllMocks());

  it('is signed out without a stored token and fetches nothing', () => {
    const fetchProfile = vi.fn();
    restoreSession(fetchProfile);
    expect(useSession.getState().status).toBe('signed-out');
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('stays unknown (blank) until the profile of a stored token arrives, then keeps it', async () => {
    localStorage.setItem('token', 'tok');
    const fetchProfile = vi.fn().mockResolvedValue(profile);
    restoreSession(fetchProfile);
    expect(useSession.getState().status).toBe('unknown');
    await vi.waitFor(() => expect(useSession.getState().status).toBe('signed-in'));
    expect(useSession.getState().profile?.first_name).toBe('JUAN');
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}')).toMatchObject({ first_name: 'JUAN' });
  });

  it('shows a stored profile at once and refreshes it', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('profile', JSON.stringify(profile));
    const fetchProfile = vi.fn().mockResolvedValue({ ...profile, is_first_login: 0 });
    restoreSession(fetchProfile);
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', profile: { first_name: 'JUAN' } });
    await vi.waitFor(() => expect(useSession.getState().profile?.is_first_login).toBe(0));
  });

  it('keeps the stored profile object when the refresh answers the same, so nothing re-renders', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('profile', JSON.stringify(profile));
    const fetchProfile = vi.fn().mockResolvedValue({ ...profile });
    restoreSession(fetchProfile);
    const shown = useSession.getState().profile;
    const changes = vi.fn();
    const unsubscribe = useSession.subscribe(changes);
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
    expect(useSession.getState().profile).toBe(shown);
  });

  it('does not fetch the profile when the address contains gmp_sso', () => {
    history.replaceState(null, '', '/superapp_sso_auth?gmp_sso=1');
    localStorage.setItem('token', 'tok');
    const fetchProfile = vi.fn();
    restoreSession(fetchProfile);
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('ends the session when the server rejects the token', async () => {
    localStorage.setItem('token', 'tok');
    restoreSession(() => Promise.reject(new ApiError('Unauthenticated.', 401)));
    await vi.waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session offline', async () => {
    localStorage.setItem('token', 'tok');
    restoreSession(() => Promise.reject(new ApiError('No internet connection.', undefined)));
    await vi.waitFor(() => expect(useSession.getState().status).toBe('signed-in'));
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('signs in: token, profile and the mobile-login mark stored, then a reload at /', () => {
    const started = signIn(
      {
        data: { type: 'sessions', id: 'current', attributes: { token: 'tok-9', is_mfa_required: false } },
        included: [{ type: 'taxpayers', id: '1', attributes: profile }],
      },
      { mobileLogin: true },
    );
    expect(started).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(localStorage.getItem('mobileLogin')).toBe('true');
    expect(reloadPage).toHaveBeenCalledWith('/');
    endSession();
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', mobileLogin: false, profile: null });
  });

  it('signs in without a reload when asked (the wallet’s fresh app goes on in the page)', () => {
    const started = signIn(
      {
        data: { type: 'sessions', id: 'current', attributes: { token: 'tok-w', is_mfa_required: false } },
        included: [{ type: 'taxpayers', id: '1', attributes: profile }],
      },
      { reload: false },
    );
    expect(started).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-w');
    expect(useSession.getState().status).toBe('signed-in');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('starts nothing while 2-step verification is pending', () => {
    const started = signIn({
      data: { type: 'sessions', id: 'current', attributes: { is_mfa_required: true } },
    });
    expect(started).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
