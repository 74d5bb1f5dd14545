import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useAuthDialogs } from '@/stores/auth-dialogs';
import { takeReturnPath } from '@/stores/return-path';
import { askSecondFactor } from './ask-second-factor';

const challenge = {
  is_mfa_required: true,
  token: 'challenge-7',
  token_type: 'MfaChallenge',
  expires_at: '2026-01-01T00:10:00.000Z',
  mfa_setup_required: true,
  available_mfa: ['sms_otp'],
  preferred_mfa: null,
  masked_mobile_number: '6*******567',
  masked_email: null,
};

describe('a call refused with second_factor_required (issue 25)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    closeDialog();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('steps the session up with its own token, opens the MFA dialog once, and comes back to the page', async () => {
    localStorage.setItem('token', 'session-token-12345678901234');
    history.replaceState(null, '', '/transaction-history/42?tab=receipt');
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { type: 'sessions', id: 'challenge', attributes: challenge } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The several calls of one page meet the refusal together.
    askSecondFactor();
    askSecondFactor();
    await vi.waitFor(() => expect(useAuthDialogs.getState().open).toBe('mfa'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v1/taxpayer/mfa/step_up');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token-12345678901234');
    expect(useAuthDialogs.getState().mfa?.challenge.token).toBe('challenge-7');
    // Passing the dialog reloads here, not at the home page.
    expect(takeReturnPath()).toBe('/transaction-history/42?tab=receipt');
  });
});
