import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REAUTH_REQUIRED_MESSAGE } from '@/domain/contracts/mfa';
import { SecuritySettings } from './security-settings';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Attrs = Record<string, unknown>;
const doc = (over: Attrs = {}, meta?: { recovery_codes: string[] }) => ({
  data: {
    type: 'mfa_settings',
    id: '1',
    attributes: {
      is_mfa_required: 0,
      is_mfa_required_by_lgu: 0,
      is_email_2fa_enabled: 0,
      is_sms_2fa_enabled: 0,
      is_google_2fa_enabled: 0,
      google2fa_enable: 0,
      preferred_mfa: null,
      recovery_codes_left: 0,
      user_id: null,
      has_pin: false,
      is_pin_locked: false,
      reauthenticated_until: null,
      ...over,
    },
  },
  ...(meta ? { meta } : {}),
  message: 'Updated!',
});
const soon = () => new Date(Date.now() + 10 * 60_000).toISOString();

describe('SecuritySettings', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const requests = () =>
    fetchMock.mock.calls.map(
      ([url, init]) =>
        [
          `${init?.method ?? 'GET'} ${String(url).replace(/^.*\/api/, '/api')}`,
          init?.body ? (JSON.parse(String(init.body)) as Attrs) : undefined,
        ] as const,
    );
  const route = (answers: Record<string, () => Response>) =>
    fetchMock.mockImplementation(async (url, init) => {
      const key = `${init?.method ?? 'GET'} ${String(url).replace(/^.*\/api/, '/api')}`;
      const answer = answers[key];
      if (!answer) throw new Error(`unexpected ${key}`);
      return answer();
    });
  const profile = { email: 'juan@example.com', email_verified: true };

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('asks for the password before turning SMS on, then shows the ten codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    route({
      'GET /api/v1/taxpayers/mfa_settings': () => respond(200, doc()),
      'POST /api/v1/taxpayers/reauthenticate': () => respond(200, doc({ reauthenticated_until: soon() })),
      'PUT /api/v1/taxpayers/mfa_settings': () =>
        respond(
          200,
          doc(
            { is_sms_2fa_enabled: 1, is_mfa_required: 1, recovery_codes_left: 10 },
            { recovery_codes: codes },
          ),
        ),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin={false} />);
    expect(await screen.findByRole('heading', { name: 'Sign-in and security' })).toBeTruthy();
    expect(screen.getByText('Recovery codes come with your first 2-step verification method.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on SMS Authentication' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(confirm).getByLabelText('Password'), 'Secret1!');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests().slice(1)).toEqual([
      ['POST /api/v1/taxpayers/reauthenticate', { password: 'Secret1!', recaptcha: 'dev-bot-check' }],
      [
        'PUT /api/v1/taxpayers/mfa_settings',
        { mfa_type: 'sms_otp', enabled: true, recaptcha: 'dev-bot-check' },
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Turn off SMS Authentication' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('10 recovery codes left.')).toBeTruthy();
  });

  it('asks again when the server says the re-authentication ran out', async () => {
    let refused = false;
    route({
      'GET /api/v1/taxpayers/mfa_settings': () =>
        respond(200, doc({ is_sms_2fa_enabled: 1, recovery_codes_left: 3, reauthenticated_until: soon() })),
      'POST /api/v1/taxpayers/recovery_codes': () => {
        if (refused)
          return respond(
            200,
            doc({ is_sms_2fa_enabled: 1, recovery_codes_left: 10 }, { recovery_codes: ['aaaaa-11111'] }),
          );
        refused = true;
        return respond(403, { message: REAUTH_REQUIRED_MESSAGE });
      },
      'POST /api/v1/taxpayers/reauthenticate': () =>
        respond(200, doc({ is_sms_2fa_enabled: 1, reauthenticated_until: soon() })),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin={false} />);
    expect(await screen.findByText('3 recovery codes left.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(confirm).getByLabelText('Password'), 'Secret1!');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('aaaaa-11111')).toBeTruthy();
  });

  it('turns the authenticator on with its QR, key and a code from the app', async () => {
    route({
      'GET /api/v1/taxpayers/mfa_settings': () => respond(200, doc({ reauthenticated_until: soon() })),
      'POST /api/v1/taxpayer/google_2fa/generate': () =>
        respond(200, {
          data: {
            type: 'google_2fa_setups',
            id: '1',
            attributes: {
              qr_code_url: 'data:image/png;base64,AAAA',
              google2fa_secret: 'KRUGS4ZANFZSAYJA',
              otpauth_url: 'otpauth://totp/x',
            },
          },
        }),
      'POST /api/v1/taxpayer/google_2fa/enable': () =>
        respond(
          200,
          doc(
            { is_google_2fa_enabled: 1, google2fa_enable: 1, preferred_mfa: 'google_authenticator' },
            { recovery_codes: ['bbbbb-22222'] },
          ),
        ),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Turn on Authenticator App' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on the authenticator app' });
    expect(await within(dialog).findByText('KRUGS4ZANFZSAYJA')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const code = screen.getByRole('dialog', { name: '2-Step Verification' });
    await user.type(within(code).getByLabelText('Authentication Code'), '135790');
    await user.click(within(code).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('bbbbb-22222')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off Authenticator App' })).toBeTruthy();
    expect(requests().at(-1)?.[1]).toMatchObject({ secret: '135790', mfa_type: 'google_authenticator' });
  });

  it('keeps e-mail off until the address is confirmed', async () => {
    route({ 'GET /api/v1/taxpayers/mfa_settings': () => respond(200, doc()) });
    render(
      <SecuritySettings
        profile={{ email: 'juan@example.com', email_verified: false }}
        usernameLogin={false}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Turn on Email Authentication' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(/Confirm your e-mail address first/)).toBeTruthy();
  });

  it('sets the username and PIN from the pad, with the PIN typed twice', async () => {
    route({
      'GET /api/v1/taxpayers/mfa_settings': () => respond(200, doc({ reauthenticated_until: soon() })),
      'PUT /api/v1/taxpayers/change_pin': () => respond(200, doc({ user_id: 'juan.cruz', has_pin: true })),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin />);
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'juan.cruz');
    for (const key of ['3', '8', '1', '6']) await user.click(screen.getByRole('button', { name: key }));
    await user.type(screen.getByLabelText('Confirm PIN'), '3816');
    await user.click(screen.getByRole('button', { name: 'Save username and PIN' }));
    expect(await screen.findByText('Your username: juan.cruz')).toBeTruthy();
    expect(requests().at(-1)).toEqual([
      'PUT /api/v1/taxpayers/change_pin',
      { user_id: 'juan.cruz', login_pin: '3816', login_pin_confirmation: '3816', recaptcha: 'dev-bot-check' },
    ]);
  });

  it('resets a locked PIN only after an SMS code, even when recently re-authenticated', async () => {
    route({
      'GET /api/v1/taxpayers/mfa_settings': () =>
        respond(200, doc({ reauthenticated_until: soon(), is_pin_locked: true, user_id: 'juan.cruz' })),
      'POST /api/v1/taxpayers/reauthenticate/send_otp': () =>
        respond(200, {
          data: {
            type: 'mfa_otps',
            id: '1',
            attributes: {
              receiver_type: 'sms',
              masked_destination: '6*******4567',
              cooldown_seconds: 60,
              expires_in_seconds: 300,
            },
          },
          message: 'OTP sent.',
        }),
      'POST /api/v1/taxpayers/reauthenticate': () =>
        respond(200, doc({ reauthenticated_until: soon(), is_pin_locked: true, user_id: 'juan.cruz' })),
      'PUT /api/v1/taxpayers/change_pin': () => respond(200, doc({ user_id: 'juan.cruz', has_pin: true })),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin />);
    expect(await screen.findByText(/PIN sign-in is locked/)).toBeTruthy();
    for (const key of ['5', '2', '9', '0']) await user.click(screen.getByRole('button', { name: key }));
    await user.type(screen.getByLabelText('Confirm PIN'), '5290');
    await user.click(screen.getByRole('button', { name: 'Save username and PIN' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(confirm).queryByLabelText('Password')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Send a code to my mobile number' }));
    await user.type(await within(confirm).findByRole('textbox', { name: 'SMS code' }), '424242');
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByText(/PIN sign-in is locked/)).toBeNull());
    expect(
      requests()
        .slice(1)
        .map(([call, body]) => [call, body?.pin ?? body?.login_pin]),
    ).toEqual([
      ['POST /api/v1/taxpayers/reauthenticate/send_otp', undefined],
      ['POST /api/v1/taxpayers/reauthenticate', '424242'],
      ['PUT /api/v1/taxpayers/change_pin', '5290'],
    ]);
  });

  it('refuses a confirmation that differs from the PIN on the pad', async () => {
    route({
      'GET /api/v1/taxpayers/mfa_settings': () => respond(200, doc({ reauthenticated_until: soon() })),
    });
    const user = userEvent.setup();
    render(<SecuritySettings profile={profile} usernameLogin />);
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'juan.cruz');
    for (const key of ['3', '8', '1', '6']) await user.click(screen.getByRole('button', { name: key }));
    await user.type(screen.getByLabelText('Confirm PIN'), '3817');
    await user.click(screen.getByRole('button', { name: 'Save username and PIN' }));
    await waitFor(() => expect(screen.getAllByText(/Confirm PIN/).length).toBeGreaterThan(1));
    expect(requests()).toHaveLength(1);
  });
});
