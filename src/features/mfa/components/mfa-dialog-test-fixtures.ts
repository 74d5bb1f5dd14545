import type { PendingMfa } from '@/stores/auth-dialogs';

// The answers the MFA dialog's tests give it: a challenge, the sessions and settings the server returns.
export const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const profile = (preferred: string | null = null) => ({
  first_name: 'JUAN',
  last_name: 'CRUZ',
  mobile_number: '639171234567',
  email: null,
  email_verified: false,
  is_resident: 0,
  is_first_login: 0,
  is_gcash_login: 0,
  is_mfa_required: 1,
  preferred_mfa: preferred,
  is_profile_complete: true,
  _full_name: 'JUAN CRUZ',
});
export const session = (codes?: string[]) => ({
  data: {
    type: 'sessions',
    id: 'current',
    attributes: {
      is_mfa_required: false,
      token: 'session-9',
      token_type: 'Bearer',
      expires_at: '2026-11-24T00:00:00Z',
      ...(codes ? { recovery_codes: codes } : {}),
    },
  },
  included: [{ type: 'taxpayers', id: '1', attributes: profile() }],
  message: 'You have successfully logged in!',
});
export const settings = {
  data: {
    type: 'mfa_settings',
    id: '1',
    attributes: {
      is_mfa_required: 1,
      is_mfa_required_by_lgu: 0,
      is_email_2fa_enabled: 0,
      is_sms_2fa_enabled: 1,
      is_google_2fa_enabled: 0,
      google2fa_enable: 0,
      preferred_mfa: 'sms_otp',
      recovery_codes_left: 10,
      user_id: null,
      has_pin: false,
      is_pin_locked: false,
      reauthenticated_until: null,
    },
  },
  message: 'Updated!',
};
export const otpSent = {
  data: {
    type: 'mfa_otps',
    id: '1',
    attributes: {
      receiver_type: 'sms',
      masked_destination: '6*******34567',
      cooldown_seconds: 60,
      expires_in_seconds: 300,
    },
  },
  message: 'OTP sent.',
};

export const pending = (over: Partial<PendingMfa['challenge']> = {}): PendingMfa => ({
  mobileLogin: false,
  challenge: {
    is_mfa_required: true,
    token: 'challenge-1',
    token_type: 'MfaChallenge',
    expires_at: '2026-11-23T15:00:00Z',
    mfa_setup_required: false,
    available_mfa: ['google_authenticator', 'sms_otp'],
    preferred_mfa: null,
    masked_mobile_number: '6*******34567',
    masked_email: 'r*******@example.com',
    ...over,
  },
});
