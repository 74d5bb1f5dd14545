import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { SuperAppSignOn } from './super-app-sign-on';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profile = {
  first_name: 'LIZA',
  last_name: 'SOBERANO',
  mobile_number: '639176100000',
  email: null,
  email_verified: false,
  is_resident: 0,
  is_first_login: 1,
  is_gcash_login: 0,
  is_mfa_required: 0,
  preferred_mfa: null,
  is_profile_complete: false,
  _full_name: 'LIZA SOBERANO',
};
const session = (passwordSet: boolean) => ({
  data: {
    type: 'sessions',
    id: 'current',
    attributes: { token: 'tok-9', token_type: 'Bearer', is_mfa_required: false },
  },
  included: [{ type: 'taxpayers', id: '7', attributes: profile }],
  meta: { is_password_set: passwordSet },
  message: 'You have successfully logged in!',
});
const linkRequest = {
  data: {
    type: 'super_app_link_requests',
    id: 'current',
    attributes: {
      is_link_required: true,
      link_token: 'link-1',
      mobile_number: '63*******000',
      expires_at: '2026-11-23T16:00:00Z',
    },
  },
  message: 'An account with this mobile number already exists.',
};

describe('/superapp_sso_auth', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = (call: number) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
  const url = (call: number) => String(fetchMock.mock.calls[call]?.[0]);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/superapp_sso_auth?exchange_code=sx_abc');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.mocked(reloadPage).mockReset();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the code once, takes it out of the address, and sends a new account on to set its password', async () => {
    fetchMock.mockResolvedValue(respond(200, session(false)));
    render(
      <StrictMode>
        <SuperAppSignOn search="?exchange_code=sx_abc" />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toContain('Signing you in with your eGov account');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/create-password-superapp'));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(url(0)).toContain('/api/v1/taxpayer/super_app_sso_auth');
    expect(sent(0)).toEqual({ exchange_code: 'sx_abc' });
    expect(location.search).toBe('');
    expect(localStorage.getItem('token')).toBe('tok-9');
  });

  it('an account with a password goes home', async () => {
    fetchMock.mockResolvedValue(respond(200, session(true)));
    render(<SuperAppSignOn search="?code=sx_abc" />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
  });

  it('asks the owner of an existing account for its password before linking', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, linkRequest));
    render(<SuperAppSignOn search="?exchange_code=sx_abc" />);
    await screen.findByRole('heading', { name: 'Link your existing account' });
    expect(screen.getByText(/63\*{7}000 already exists/)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();

    fetchMock.mockResolvedValueOnce(respond(200, session(true)));
    await userEvent.type(screen.getByLabelText('Password of your Bayan account'), 'Kalye#Maginhawa7');
    await userEvent.click(screen.getByRole('button', { name: 'Link with password' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(url(1)).toContain('/api/v1/taxpayer/super_app_authenticate');
    expect(sent(1)).toMatchObject({ link_token: 'link-1', password: 'Kalye#Maginhawa7' });
  });

  it('or for a code sent by SMS to the account', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, linkRequest));
    render(<SuperAppSignOn search="?exchange_code=sx_abc" />);
    const useCode = await screen.findByRole('button', { name: 'Send me a code by SMS instead' });
    fetchMock.mockResolvedValueOnce(respond(200, { message: 'OTP sent.' }));
    await userEvent.click(useCode);
    expect((await screen.findByRole('status')).textContent).toContain('63*******000');
    expect(url(1)).toContain('/api/v1/taxpayer/super_app_send_otp');
    expect(sent(1)).toMatchObject({ link_token: 'link-1' });
    fetchMock.mockResolvedValueOnce(respond(200, session(true)));
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Link with code' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(sent(2)).toMatchObject({ link_token: 'link-1', pin: '123456' });
    expect(sent(2)).not.toHaveProperty('password');
  });

  it('says why when the code is refused, and when there is none', async () => {
    fetchMock.mockResolvedValue(
      respond(401, {
        message:
          'This eGov sign-in link is invalid or has expired. Please open Bayan again from the eGov app.',
      }),
    );
    const { unmount } = render(<SuperAppSignOn search="?exchange_code=sx_used" />);
    expect((await screen.findByRole('alert')).textContent).toContain('invalid or has expired');
    expect(reloadPage).not.toHaveBeenCalled();
    unmount();
    render(<SuperAppSignOn search="" />);
    expect(screen.getByRole('alert').textContent).toContain('Open Bayan from the eGov app to sign in.');
  });
});
