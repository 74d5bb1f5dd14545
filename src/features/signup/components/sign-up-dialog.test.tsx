import { useAuthDialogs } from '@/stores/auth-dialogs';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { useOtpCooldown } from '@/stores/otp-cooldown';
import { SignUpDialog } from './sign-up-dialog';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (title: string) => ({
  data: {
    type: 'site_pages',
    id: title,
    attributes: { title, sections: [{ heading: `${title} heading`, paragraphs: [`${title} text.`] }] },
  },
});
const verified = {
  data: {
    type: 'sessions',
    id: 'current',
    attributes: {
      token: 'tok-new',
      token_type: 'Bearer',
      expires_at: '2026-11-24T10:00:00Z',
      is_mfa_required: false,
    },
  },
  included: [
    {
      type: 'taxpayers',
      id: '7',
      attributes: {
        first_name: 'MARIA',
        last_name: 'SANTOS',
        mobile_number: '639181234567',
        email: null,
        email_verified: false,
        is_resident: 1,
        is_first_login: 1,
        is_gcash_login: 0,
        is_mfa_required: 0,
        preferred_mfa: null,
        is_profile_complete: false,
        _full_name: 'MARIA SANTOS',
      },
    },
  ],
  message: 'Your number was successfully verified.',
};

describe('SignUpDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const callTo = (path: string) => fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  const bodyOf = (path: string) => JSON.parse(String(callTo(path)?.[1]?.body)) as Record<string, unknown>;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useOtpCooldown.setState({ cooldownTime: 0 });
    fetchMock.mockImplementation((url) => {
      const u = String(url);
      if (u.includes('terms-and-condition')) return Promise.resolve(respond(200, page('Terms of Service')));
      if (u.includes('privacy-policy')) return Promise.resolve(respond(200, page('Data Privacy Policy')));
      if (u.includes('/register')) return Promise.resolve(respond(200, { message: 'OTP sent.' }));
      if (u.includes('/resend_otp')) return Promise.resolve(respond(200, { message: 'Resent OTP' }));
      if (u.includes('/verify')) return Promise.resolve(respond(200, verified));
      return Promise.resolve(respond(404, { message: 'Not found' }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  const fillForm = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('First Name'), 'Maria');
    await user.type(screen.getByLabelText('Last Name'), 'Santos');
    await user.type(screen.getByLabelText('Mobile Number'), '09181234567');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('checkbox', { name: /agree to the Terms of Service/ }));
  };

  it('shows an error summary and each field its message when sent empty', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: 'First Name field is Required' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Terms of Service must be accepted' })).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the Terms of Service then the Data Privacy Policy; agreeing to both ticks the box, Disagree unticks it', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog />);
    const box = screen.getByRole('checkbox', { name: /agree to the Terms of Service/ });
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const terms = await screen.findByRole('region', { name: 'Terms of Service text' });
    expect(await within(terms).findByText('Terms of Service text.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    const privacy = await screen.findByRole('region', { name: 'Data Privacy Policy text' });
    expect(await within(privacy).findByText('Data Privacy Policy text.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(box).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(box).toHaveProperty('checked', false);
  });

  it('brings each policy panel into view with focus, and gives focus back when it closes', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<SignUpDialog />);
    const termsLink = screen.getByRole('button', { name: 'Terms of Service' });
    await user.click(termsLink);
    const terms = screen.getByRole('region', { name: 'Terms of Service' });
    expect(document.activeElement).toBe(terms);
    expect(scrolled.mock.contexts).toContain(terms);
    await user.click(await within(terms).findByRole('button', { name: 'Agree' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Data Privacy Policy' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Data Privacy Policy' }));
    await user.click(termsLink);
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(document.activeElement).toBe(termsLink);
    await user.click(screen.getByRole('button', { name: 'Data Privacy Policy' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: /agree to the Terms of Service/ }),
    );
    scrolled.mockRestore();
  });

  it('keeps the OTP step through a reload, without the password, and asks for it again', async () => {
    const user = userEvent.setup();
    const first = render(<SignUpDialog />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Mobile Number' })).toBeTruthy();
    expect(bodyOf('/register')).toMatchObject({
      first_name: 'MARIA',
      mobile_number: '639181234567',
      password: 'Str0ng!Pass',
      terms_of_service: true,
      recaptcha: 'dev-bot-check',
    });
    expect(screen.getByText('63*******567')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(localStorage.getItem('showOTP')).toBe('true');
    const stored = localStorage.getItem('signupFormData') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ mobile_number: '639181234567', first_name: 'Maria' });
    expect(stored).not.toContain('Str0ng');
    first.unmount();

    render(<SignUpDialog />);
    expect(screen.getByRole('dialog', { name: 'Verify Mobile Number' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByText(/your password is not kept when the page reloads/)).toBeTruthy();
  });

  it('keeps the resend cooldown through a reload', async () => {
    const user = userEvent.setup();
    const first = render(<SignUpDialog />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: /Resend OTP in 60s/ })).toHaveProperty('disabled', true);
    first.unmount();
    // A reload starts the store from nothing: only local storage remembers the cooldown.
    act(() => useOtpCooldown.setState({ cooldownTime: 0 }));
    render(<SignUpDialog />);
    expect(await screen.findByRole('button', { name: /Resend OTP in \d+s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(Number(localStorage.getItem('cooldownTime'))).toBeGreaterThan(Date.now());
  });

  it('verifies the code with the details and password, then signs in', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    await user.click(continueButton);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(bodyOf('/verify')).toMatchObject({
      mobile_number: '639181234567',
      pin: '123456',
      password: 'Str0ng!Pass',
      first_name: 'MARIA',
      last_name: 'SANTOS',
    });
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(localStorage.getItem('showOTP')).toBeNull();
  });

  it('hands a new account to the MFA dialog when the LGU requires a second factor', async () => {
    const challenge = {
      data: {
        type: 'sessions',
        id: 'c1',
        attributes: {
          is_mfa_required: true,
          token: 'challenge-1',
          token_type: 'MfaChallenge',
          expires_at: '2026-11-23T10:05:00Z',
          mfa_setup_required: true,
          available_mfa: ['sms_otp', 'email_otp', 'google_authenticator'],
          preferred_mfa: null,
          masked_mobile_number: '6*******567',
          masked_email: null,
        },
      },
    };
    fetchMock.mockImplementation((url) => {
      const u = String(url);
      if (u.includes('/register')) return Promise.resolve(respond(200, { message: 'OTP sent.' }));
      if (u.includes('/verify')) return Promise.resolve(respond(200, challenge));
      return Promise.resolve(respond(404, { message: 'Not found' }));
    });
    const user = userEvent.setup();
    render(<SignUpDialog />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    await user.click(continueButton);
    await waitFor(() => expect(useAuthDialogs.getState().open).toBe('mfa'));
    expect(useAuthDialogs.getState().mfa?.challenge.token).toBe('challenge-1');
    // No session yet: the second factor comes first.
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says once that the code expired, under the OTP, and no more after Resend OTP', async () => {
    localStorage.setItem('showOTP', 'true');
    localStorage.setItem(
      'signupFormData',
      JSON.stringify({
        first_name: 'Maria',
        last_name: 'Santos',
        mobile_number: '639181234567',
        email: '',
        is_resident: false,
      }),
    );
    const expired = 'Your OTP has expired. Press Resend OTP to get a new code.';
    fetchMock.mockResolvedValue(respond(422, { message: expired, errors: { pin: [expired] } }));
    const user = userEvent.setup();
    render(<SignUpDialog />);
    expect(screen.getByRole('status').textContent).toBe(expired);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', false);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    // Issue 12: it was said three times (summary, under the cells, the countdown's notice).
    expect(screen.getAllByText(expired)).toHaveLength(1);
    fetchMock.mockResolvedValue(respond(200, { message: 'Resent OTP' }));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resent OTP')).toBeTruthy();
    expect(screen.queryByText(expired)).toBeNull();
  });
});
