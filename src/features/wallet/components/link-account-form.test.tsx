import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { closeDialog, useAuthDialogs } from '@/stores/auth-dialogs';
import { LinkAccountForm } from './link-account-form';
import { WalletSignInView } from './wallet-sign-in-view';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const request = {
  is_link_required: true as const,
  link_token: 'lt-1',
  mobile_number: '63*******567',
  expires_at: 'x',
};
const session = {
  data: { type: 'sessions', id: 'current', attributes: { token: 'tok-9', is_mfa_required: false } },
  message: 'You have successfully logged in!',
};

describe('linking GCash to an existing account', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('asks for the password of the account with the masked number, and says when it is wrong', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(422, {
        message: 'The password is incorrect.',
        errors: { password: ['The password is incorrect.'] },
      }),
    );
    const user = userEvent.setup();
    render(<LinkAccountForm request={request} />);
    expect(screen.getByText(/63\*\*\*\*\*\*\*567 already has a Bayan account/)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'Wrong#Guess1');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v1/taxpayer/gmp_authenticate');
    expect(JSON.parse(String(init?.body))).toEqual({ link_token: 'lt-1', password: 'Wrong#Guess1' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the MFA dialog for an account with a second factor, signing nothing in yet (issue 25)', async () => {
    const challenge = {
      is_mfa_required: true,
      token: 'challenge-1',
      token_type: 'MfaChallenge',
      expires_at: '2026-01-01T00:10:00.000Z',
      mfa_setup_required: false,
      available_mfa: ['google_authenticator'],
      preferred_mfa: 'google_authenticator',
      masked_mobile_number: '63*******567',
      masked_email: null,
    };
    fetchMock.mockResolvedValueOnce(
      respond(200, { data: { type: 'sessions', id: 'challenge', attributes: challenge } }),
    );
    vi.mocked(reloadPage).mockClear();
    const user = userEvent.setup();
    render(<LinkAccountForm request={request} />);
    await user.type(screen.getByLabelText('Password'), 'Kalye#Maginhawa7');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await vi.waitFor(() => expect(useAuthDialogs.getState().open).toBe('mfa'));
    expect(useAuthDialogs.getState().mfa).toEqual({ challenge, mobileLogin: false });
    // The challenge's token is no session: nothing is stored, nothing reloads.
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    closeDialog();
  });

  it('signs in with the code sent by SMS instead', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { message: 'OTP sent.' }));
    fetchMock.mockResolvedValueOnce(respond(200, session));
    const user = userEvent.setup();
    render(<LinkAccountForm request={request} />);
    await user.click(screen.getByRole('button', { name: 'Send a code by SMS instead' }));
    await user.type(await screen.findByLabelText('6-digit code'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Confirm code and sign in' }));
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('tok-9'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      link_token: 'lt-1',
      pin: '123456',
    });
    expect(reloadPage).toHaveBeenCalledWith('/');
  });
});

describe('/auth outside the GCash app', () => {
  it('asks nothing and says to open Bayan from GCash', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    render(<WalletSignInView />);
    expect(await screen.findByText(/Open Bayan from GCash/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('/auth inside the GCash app, for a number that already has an account', () => {
  it('asks the shell for a code, then shows the link form (loaded only now) with the masked number', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        respond(200, { data: { type: 'wallet_link_requests', id: 'current', attributes: request } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const host = {
      getEnv: (answer: (env: { miniprogram: boolean }) => void) => answer({ miniprogram: true }),
      postMessage: (message: { type: string }) => {
        if (message.type === 'auth')
          setTimeout(() => host.onMessage?.({ data: { type: 'auth_code', authCode: 'ac-1' } }));
      },
      onMessage: undefined as ((event: unknown) => void) | undefined,
    };
    vi.stubGlobal('my', host);
    sessionStorage.setItem('miniprogram', '1');
    render(<WalletSignInView />);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByText(/63\*\*\*\*\*\*\*567 already has a Bayan account/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ auth_code: 'ac-1' });
    expect(localStorage.getItem('token')).toBeNull();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
});
