import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useOtpCooldown } from '@/stores/otp-cooldown';
import { useSession } from '@/stores/session';
import { MfaDialog } from './mfa-dialog';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

import { respond, profile, session, settings, otpSent, pending } from './mfa-dialog-test-fixtures';

describe('MfaDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      auth: new Headers(init?.headers).get('Authorization'),
    }));

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

  it('offers the methods with Save my choice; Continue waits for a choice', async () => {
    const user = userEvent.setup();
    render(<MfaDialog pending={pending()} />);
    const dialog = screen.getByRole('dialog', { name: 'Multi-Factor Authentication' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.parentElement?.querySelector('.mfa-method-name')?.textContent)).toEqual([
      'Authenticator App',
      'SMS Authentication',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Save my choice for future logins' })).toBeTruthy();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: 'SMS Authentication' }));
    expect(next).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
  });

  it('SMS: confirms the masked number, sends the code, verifies it and reloads at /', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/mfa/send_otp') ? respond(200, otpSent) : respond(200, session()),
    );
    const user = userEvent.setup();
    render(<MfaDialog pending={pending()} />);
    await user.click(screen.getByRole('radio', { name: 'SMS Authentication' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('6*******34567')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Authentication Method' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('group', { name: 'OTP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toHaveProperty('disabled', true);
    expect(Number(localStorage.getItem('cooldownTime'))).toBeGreaterThan(Date.now());
    const verify = screen.getByRole('button', { name: 'Continue' });
    expect(verify).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(verify);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(calls().map((c) => [c.url.replace(/^.*\/api/, '/api'), c.body])).toEqual([
      [
        '/api/v1/taxpayer/mfa/send_otp',
        { receiver_type: 'sms', token: 'challenge-1', recaptcha: 'dev-bot-check' },
      ],
      [
        '/api/v1/taxpayer/mfa_authenticate',
        { secret: '123456', mfa_type: 'sms_otp', token: 'challenge-1', recaptcha: 'dev-bot-check' },
      ],
    ]);
    expect(localStorage.getItem('token')).toBe('session-9');
  });

  it('saves the ticked choice with the new session and starts it with the refreshed profile', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/preferred_mfa')) return respond(200, settings);
      if (path.endsWith('/taxpayers/profile'))
        return respond(200, {
          data: { type: 'taxpayers', id: '1', attributes: profile('google_authenticator') },
        });
      return respond(200, session());
    });
    const user = userEvent.setup();
    render(<MfaDialog pending={pending()} />);
    await user.click(screen.getByRole('radio', { name: 'Authenticator App' }));
    await user.click(screen.getByRole('checkbox', { name: 'Save my choice for future logins' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: '2-Step Verification' });
    await user.type(within(dialog).getByLabelText('Authentication Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    const [, save, refresh] = calls();
    expect(save).toMatchObject({ method: 'PUT', body: { preferred_mfa: 'google_authenticator' } });
    expect(save?.auth).toBe('Bearer session-9');
    expect(refresh?.auth).toBe('Bearer session-9');
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}')).toMatchObject({
      preferred_mfa: 'google_authenticator',
    });
  });

  it('2-Step Verification: back button, Submit off while the code is empty, a wrong code said in place', async () => {
    fetchMock.mockResolvedValue(
      respond(422, { message: 'The code is incorrect.', errors: [{ detail: 'The code is incorrect.' }] }),
    );
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ preferred_mfa: 'google_authenticator' })} />);
    // A saved choice skips the chooser.
    const dialog = screen.getByRole('dialog', { name: '2-Step Verification' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Authentication Code'), '111111');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The code is incorrect.');
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Multi-Factor Authentication' })).toBeTruthy();
  });

  it('sets the authenticator up (QR and key as text), then shows the recovery codes once before signing in', async () => {
    const codes = ['abcde-12345', 'fghij-67890'];
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/google_2fa/generate')
        ? respond(200, {
            data: {
              type: 'google_2fa_setups',
              id: '1',
              attributes: {
                qr_code_url: 'data:image/png;base64,iVBORw0KGgo=',
                google2fa_secret: 'JBSWY3DPEHPK3PXP',
                otpauth_url: 'otpauth://totp/Bayan:juan?secret=JBSWY3DPEHPK3PXP',
              },
            },
          })
        : respond(200, session(codes)),
    );
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ mfa_setup_required: true, available_mfa: [] })} />);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Authenticator App' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src'),
    ).toMatch(/^data:image\/png/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Authentication Method' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Authentication Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const shown = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(within(shown).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(within(shown).getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls()[1]).toMatchObject({
      url: expect.stringContaining('/google_2fa/enable'),
      body: { secret: '246810', token: 'challenge-1', mfa_type: 'google_authenticator' },
    });
    await user.click(within(shown).getByRole('button', { name: 'I have saved my codes' }));
    expect(localStorage.getItem('token')).toBe('session-9');
    expect(reloadPage).toHaveBeenCalledWith('/');
  });

  it('lets a person who lost the phone in with a recovery code', async () => {
    fetchMock.mockResolvedValue(respond(200, session()));
    const user = userEvent.setup();
    render(<MfaDialog pending={pending()} />);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-12345');
    await user.click(submit);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/'));
    expect(calls()[0]?.body).toMatchObject({ secret: 'abcde-12345', mfa_type: 'recovery_code' });
  });

  it('e-mail: Back returns from the code to the contact screen, Change Authentication Method to the chooser', async () => {
    fetchMock.mockResolvedValue(
      respond(200, {
        ...otpSent,
        data: {
          ...otpSent.data,
          attributes: {
            ...otpSent.data.attributes,
            receiver_type: 'email',
            masked_destination: 'r*******@example.com',
          },
        },
      }),
    );
    const user = userEvent.setup();
    render(<MfaDialog pending={pending({ available_mfa: ['email_otp'] })} />);
    // The only method is chosen already.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/by e-mail to/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('r*******@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Send Code in \d+s/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Change Authentication Method' }));
    expect(screen.getByRole('radio', { name: 'Email Authentication' })).toBeTruthy();
  });

  it('closes on Escape without signing in', async () => {
    const user = userEvent.setup();
    render(<MfaDialog pending={pending()} />);
    await user.keyboard('{Escape}');
    expect(useAuthDialogs.getState().open).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
