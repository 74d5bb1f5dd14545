import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useOtpCooldown } from '@/stores/otp-cooldown';
import { useToasts } from '@/stores/toasts';
import { ForgotPasswordModal } from './forgot-password-modal';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ForgotPasswordModal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const bodyOf = (path: string) =>
    JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body)) as Record<
      string,
      unknown
    >;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/faq');
    useAuthDialogs.setState({ open: 'forgot' });
    useOtpCooldown.setState({ cooldownTime: 0 });
    useToasts.setState({ toasts: [] });
    fetchMock.mockImplementation((url, init) => {
      const u = String(url);
      const body = JSON.parse(String(init?.body)) as { email?: string };
      if (u.endsWith('/forgot_password')) {
        return Promise.resolve(
          respond(200, {
            message: body.email?.includes('@')
              ? 'Successfully Submitted, Please check your email'
              : 'OTP sent.',
          }),
        );
      }
      if (u.endsWith('/forgot_password_validate_otp')) {
        return Promise.resolve(
          respond(200, {
            data: { type: 'password_resets', id: 'current', attributes: { reset_token: 'reset-tok' } },
          }),
        );
      }
      if (u.endsWith('/forgot_password_change_otp')) {
        return Promise.resolve(respond(200, { message: 'Your password successfully changed' }));
      }
      return Promise.resolve(respond(404, { message: 'Not found' }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('goes from the number to the SMS code to a new password, then home with the message', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordModal />);
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('dialog', { name: 'SMS Verification' })).toBeTruthy();
    expect(bodyOf('/forgot_password')).toEqual({ email: '639171234567', recaptcha: 'dev-bot-check' });
    expect(screen.getByText('63*******567')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('246810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('dialog', { name: 'Create New Password' })).toBeTruthy();
    expect(bodyOf('/forgot_password_validate_otp')).toMatchObject({
      mobile_number: '639171234567',
      pin: '246810',
    });
    const rules = within(screen.getByRole('list'));
    expect(rules.getAllByRole('listitem').map((li) => li.textContent?.replace(/^\W+/, '').trim())).toEqual([
      'Minimum 8 characters',
      'Upper and lowercase letter',
      'Symbol',
      'Number',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm Password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(useAuthDialogs.getState().open).toBeNull());
    expect(bodyOf('/forgot_password_change_otp')).toEqual({
      mobile_number: '639171234567',
      token: 'reset-tok',
      password: 'N3w!Password',
      password_confirmation: 'N3w!Password',
    });
    expect(location.pathname).toBe('/');
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['Your password successfully changed']);
  });

  it('sends an e-mail link instead and returns home with the message', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordModal />);
    await user.click(screen.getByRole('radio', { name: 'Email Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'juan@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(useAuthDialogs.getState().open).toBeNull());
    expect(bodyOf('/forgot_password')).toEqual({ email: 'juan@example.com', recaptcha: 'dev-bot-check' });
    expect(location.pathname).toBe('/');
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([
      'Successfully Submitted, Please check your email',
    ]);
  });

  it('checks the number before sending it', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordModal />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Mobile Number field is Required' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has Back on each step: to the number from the code, to the login modal from the number', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordModal />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'SMS Verification' });
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveProperty('value', '9171234567');
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(useAuthDialogs.getState().open).toBe('login');
  });

  it('leads to sign-up and closes', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordModal />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(useAuthDialogs.getState().open).toBe('signup');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAuthDialogs.getState().open).toBeNull();
  });
});
