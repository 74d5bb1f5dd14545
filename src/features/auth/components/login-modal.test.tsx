import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContent } from '@/content/site-content';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { reloadPage } from '@/lib/reload-page';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { showPendingToast } from '@/stores/toast-after-reload';
import { useToasts } from '@/stores/toasts';
import { LoginModal } from './login-modal';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profile = {
  first_name: 'JUAN',
  last_name: 'CRUZ',
  mobile_number: '639171234567',
  email: null,
  email_verified: false,
  is_resident: 0,
  is_first_login: 0,
  is_gcash_login: 0,
  is_mfa_required: 0,
  preferred_mfa: null,
  is_profile_complete: false,
  _full_name: 'JUAN CRUZ',
};
const CHALLENGE = {
  is_mfa_required: true,
  token: 'challenge-1',
  token_type: 'MfaChallenge',
  expires_at: '2026-11-23T15:00:00Z',
  mfa_setup_required: false,
  available_mfa: ['sms_otp'],
  preferred_mfa: null,
  masked_mobile_number: '6*******34567',
  masked_email: null,
};
const signedIn = (mfa = false) => ({
  data: {
    type: 'sessions',
    id: 'current',
    attributes: mfa
      ? CHALLENGE
      : {
          token: 'tok-123',
          token_type: 'Bearer',
          expires_at: '2026-11-24T00:00:00Z',
          is_mfa_required: false,
        },
  },
  ...(mfa ? {} : { included: [{ type: 'taxpayers', id: '1', attributes: profile }] }),
  message: 'You have successfully logged in!',
});

const service = (name: string, sequence: number) => ({
  name,
  cms_code: name,
  description: `${name} description`,
  photo: null,
  sequence,
  status: 1,
});

describe('LoginModal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sentBody = (call = 0) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    siteContent.components = {};
    siteContent.services = [
      service('E-Services', 3),
      service('E-Wallet', 2),
      service('E-Government', 1),
      service('E-News', 4),
    ];
    useAuthDialogs.setState({ open: 'login' });
    useSession.setState({ status: 'signed-out', profile: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    sessionStorage.clear();
    applyLocale('en');
  });

  const fill = async (mobile: string, password: string) => {
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.type(screen.getByLabelText('Mobile Number'), mobile);
    await user.type(screen.getByLabelText('Password'), password);
    return user;
  };

  it('lists the login-screen services by sequence beside the form', () => {
    render(<LoginModal />);
    const panel = screen.getByRole('complementary', { name: 'What you can do here' });
    expect([...panel.querySelectorAll('.login-service-name')].map((n) => n.textContent)).toEqual([
      'E-Government',
      'E-Services',
      'E-News',
    ]);
  });

  it("says 'Mobile Number is required.' and keeps Login off until the rules pass", async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    const login = screen.getByRole('button', { name: 'Login' });
    const mobile = screen.getByLabelText('Mobile Number');
    await user.click(mobile);
    await user.tab();
    expect(await screen.findByText('Mobile Number is required.')).toBeTruthy();
    expect(login).toHaveProperty('disabled', true);
    await user.type(mobile, '917');
    expect(await screen.findByText('Mobile Number must be in the format 639XXXXXXXXX')).toBeTruthy();
    await user.type(mobile, '1234567');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await waitFor(() => expect(login).toHaveProperty('disabled', false));
  });

  it('sends a number typed as 09… as 639…, with the credentials login type and the bot check', async () => {
    fetchMock.mockResolvedValue(respond(200, signedIn()));
    const user = await fill('09171234567', 'Secret1!');
    expect(screen.getByLabelText('Mobile Number')).toHaveProperty('value', '9171234567');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/taxpayer/authenticate');
    expect(sentBody()).toEqual({
      mobile_number: '639171234567',
      password: 'Secret1!',
      login_type: 'credentials',
      profile_type: 'taxpayer',
      recaptcha: 'dev-bot-check',
    });
  });

  it('disables Login while the request is in flight', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await fill('9171234567', 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toHaveProperty('disabled', true);
    answer(respond(401, { message: 'The mobile number or password is incorrect.' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('shows the 401 message in the dialog and stays signed out', async () => {
    fetchMock.mockResolvedValue(respond(401, { message: 'The mobile number or password is incorrect.' }));
    const user = await fill('9171234567', 'Wrong1!x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The mobile number or password is incorrect.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('stores the token and profile, says so, and reloads at /', async () => {
    fetchMock.mockResolvedValue(respond(200, signedIn()));
    const user = await fill('9171234567', 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You have successfully logged in!')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}')).toMatchObject({ first_name: 'JUAN' });
    expect(reloadPage).toHaveBeenCalledWith('/');
    expect(useSession.getState().status).toBe('signed-in');
  });

  it("shows §4's 'You have successfully logged in!' toast on the page the reload opens", async () => {
    fetchMock.mockResolvedValue(respond(200, signedIn()));
    const user = await fill('9171234567', 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    // The reload: this page and its toasts are gone; the new page's toast stack reads what was left.
    useToasts.setState({ toasts: [] });
    showPendingToast();
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'You have successfully logged in!' }),
    ]);
  });

  it('hands a sign-in that needs a second factor to the MFA dialog, with no session yet', async () => {
    fetchMock.mockResolvedValue(respond(200, signedIn(true)));
    const user = await fill('9171234567', 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useAuthDialogs.getState().open).toBe('mfa'));
    expect(useAuthDialogs.getState().mfa).toEqual({ challenge: CHALLENGE, mobileLogin: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('offers the Username tab first with TAXPAYER_USERNAME: Login waits for a username and 4 PIN digits', async () => {
    siteContent.components = { TAXPAYER_USERNAME: true };
    fetchMock.mockResolvedValue(respond(200, signedIn()));
    const user = userEvent.setup();
    render(<LoginModal />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Username', 'Mobile Number']);
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    const login = screen.getByRole('button', { name: 'Login' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'juan.cruz');
    for (const key of ['2', '5', '8']) await user.click(screen.getByRole('button', { name: key }));
    expect(login).toHaveProperty('disabled', true);
    await user.keyboard('0');
    expect(login).toHaveProperty('disabled', false);
    await user.click(login);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(sentBody()).toEqual({
      user_id: 'juan.cruz',
      login_pin: '2580',
      login_type: 'username',
      recaptcha: 'dev-bot-check',
    });
  });

  it('offers the Email Address tab only with EMAIL_LOGIN, and hides Mobile Number with SMART_CITY_HEADER', async () => {
    const onlyMobile = render(<LoginModal />);
    expect(onlyMobile.queryByRole('tab')).toBeNull();
    onlyMobile.unmount();
    siteContent.components = { EMAIL_LOGIN: true };
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.click(screen.getByRole('tab', { name: 'Email Address' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mobile Number' })).toBeNull();
  });

  it('signs in by e-mail on the Email Address tab', async () => {
    siteContent.components = { EMAIL_LOGIN: true, SMART_CITY_HEADER: true };
    fetchMock.mockResolvedValue(respond(200, signedIn()));
    const user = userEvent.setup();
    render(<LoginModal />);
    expect(screen.queryByRole('tab', { name: 'Mobile Number' })).toBeNull();
    await user.type(screen.getByLabelText('Email Address'), 'juan@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(sentBody()).toMatchObject({ email: 'juan@example.com', password: 'Secret1!' });
  });

  it('opens Forgot Password and Sign Up, and closes', async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(useAuthDialogs.getState().open).toBe('forgot');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(useAuthDialogs.getState().open).toBe('signup');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAuthDialogs.getState().open).toBeNull();
  });

  it('speaks Filipino after a switch: the form and the services', async () => {
    render(<LoginModal />);
    await act(() => switchLocale('fil'));
    expect(screen.getByLabelText('Numero ng Mobile')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Mag-login gamit ang numero ng mobile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nakalimutan ang Password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mag-login' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Ang magagawa mo rito' })).toBeTruthy();
  });
});
