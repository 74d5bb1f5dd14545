import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { reloadPage } from '@/lib/reload-page';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useOtpCooldown } from '@/stores/otp-cooldown';
import { useSession } from '@/stores/session';
import { MfaDialog } from './mfa-dialog';
import { otpSent, pending, respond, session } from './mfa-dialog-test-fixtures';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

// Issue 25: wrong codes from elsewhere hold the account back (429 phone_check_available); the
// owner proves the phone with an SMS code and the code they were asked for is taken again. The
// authenticator, a recovery code and an e-mail code all count, so each of their screens offers it.

const HELD =
  'Too many wrong codes were entered for this account. Please try again in 1 minute, or confirm a code sent to your mobile number.';
const held = () =>
  respond(429, {
    message: HELD,
    errors: [{ status: '429', title: 'Too Many Requests', detail: HELD, code: PHONE_CHECK_CODE }],
  });
const confirmed = {
  data: { type: 'mfa_phone_checks', id: '1', attributes: { phone_verified: true } },
  message: 'Your mobile number is confirmed. Now enter your code.',
};
const emailSent = {
  ...otpSent,
  data: {
    ...otpSent.data,
    attributes: {
      ...otpSent.data.attributes,
      receiver_type: 'email',
      masked_destination: 'r*******@example.com',
    },
  },
};

describe('the MFA dialog while wrong codes hold the account back', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const paths = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, '/api'));
  const bodies = () =>
    fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useAuthDialogs.setState({ open: 'mfa', mfa: null });
    useSession.setState({ status: 'signed-out', profile: null });
    useOtpCooldown.setState({ cooldownTime: 0 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    localStorage.clear();
  });

  /** The phone check: Send a code to my phone, the SMS code, Continue; back at the interrupted code. */
  async function confirmPhone(user: ReturnType<typeof userEvent.setup>) {
    const offer = await screen.findByRole('region', { name: 'Confirm your phone' });
    expect(within(offer).getByText(/confirm a code we send by SMS to 6\*{7}34567/)).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Send a code to my phone' }));
    const phone = await screen.findByRole('dialog', { name: 'Confirm your phone' });
    await user.click(within(phone).getByLabelText('Digit 1 of 6'));
    await user.keyboard('424242');
    useOtpCooldown.setState({ cooldownTime: 0 });
    await user.click(within(phone).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your phone is confirmed. Now enter your code.')).toBeTruthy();
  }

  it('e-mail code: offers "Send a code to my phone", then takes the e-mail code again', async () => {
    let mfaAnswers = 0;
    let sends = 0;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      // The e-mail code first, then the phone check's SMS.
      if (path.endsWith('/mfa/send_otp')) return respond(200, sends++ === 0 ? emailSent : otpSent);
      if (path.endsWith('/mfa/confirm_phone')) return respond(200, confirmed);
      return mfaAnswers++ === 0 ? held() : respond(200, session());
    });
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ available_mfa: ['email_otp'] })} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(HELD)).length).toBeGreaterThan(0);

    await confirmPhone(user);
    // Back at the e-mail code: the code sent by e-mail is entered again and taken.
    expect(screen.getByText('r*******@example.com')).toBeTruthy();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(paths()).toEqual([
      '/api/v1/taxpayer/mfa/send_otp',
      '/api/v1/taxpayer/mfa_authenticate',
      '/api/v1/taxpayer/mfa/send_otp',
      '/api/v1/taxpayer/mfa/confirm_phone',
      '/api/v1/taxpayer/mfa_authenticate',
    ]);
    expect(bodies()[2]).toMatchObject({ receiver_type: 'sms', token: 'challenge-1' });
    expect(bodies()[3]).toMatchObject({ pin: '424242', token: 'challenge-1' });
    expect(bodies()[4]).toMatchObject({ secret: '222222', mfa_type: 'email_otp' });
    expect(localStorage.getItem('token')).toBe('session-9');
  });

  it('authenticator code: the same offer, then the app code is taken again', async () => {
    let mfaAnswers = 0;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/mfa/send_otp')) return respond(200, otpSent);
      if (path.endsWith('/mfa/confirm_phone')) return respond(200, confirmed);
      return mfaAnswers++ === 0 ? held() : respond(200, session());
    });
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ preferred_mfa: 'google_authenticator' })} />);
    const dialog = screen.getByRole('dialog', { name: '2-Step Verification' });
    await user.type(within(dialog).getByLabelText('Authentication Code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await confirmPhone(user);
    const again = screen.getByRole('dialog', { name: '2-Step Verification' });
    await user.type(within(again).getByLabelText('Authentication Code'), '975310');
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(bodies().at(-1)).toMatchObject({ secret: '975310', mfa_type: 'google_authenticator' });
  });

  it('offers nothing for a wrong code that holds nothing back', async () => {
    fetchMock.mockResolvedValue(
      respond(422, { message: 'The code is incorrect.', errors: { secret: ['The code is incorrect.'] } }),
    );
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ preferred_mfa: 'google_authenticator' })} />);
    await user.type(screen.getByLabelText('Authentication Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('The code is incorrect.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Send a code to my phone' })).toBeNull();
  });
});
