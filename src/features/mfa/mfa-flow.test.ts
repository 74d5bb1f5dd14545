import { describe, expect, it } from 'vitest';
import type { PendingMfa } from '@/stores/auth-dialogs';
import { canGo, firstStepOf, offeredMethods, startOf } from './mfa-flow';

const challenge = (over: Partial<PendingMfa['challenge']> = {}): PendingMfa['challenge'] => ({
  is_mfa_required: true,
  token: 'challenge-1',
  token_type: 'MfaChallenge',
  expires_at: '2026-11-23T15:00:00Z',
  mfa_setup_required: false,
  available_mfa: ['sms_otp'],
  preferred_mfa: null,
  masked_mobile_number: '6*******34567',
  masked_email: null,
  ...over,
});

describe('the MFA flow', () => {
  it("offers the account's own methods in the chooser's order", () => {
    expect(offeredMethods(challenge({ available_mfa: ['email_otp', 'google_authenticator'] }))).toEqual([
      'google_authenticator',
      'email_otp',
    ]);
  });

  it('offers every method the account can receive while a setup is required', () => {
    const setup = challenge({ mfa_setup_required: true, available_mfa: [] });
    expect(offeredMethods(setup)).toEqual(['google_authenticator', 'sms_otp']);
    expect(offeredMethods({ ...setup, masked_email: 'r*******@example.com' })).toEqual([
      'google_authenticator',
      'sms_otp',
      'email_otp',
    ]);
  });

  it('sets the authenticator up before its code only when it is new', () => {
    expect(firstStepOf('google_authenticator', challenge({ mfa_setup_required: true }))).toBe('app-setup');
    expect(firstStepOf('google_authenticator', challenge())).toBe('app-code');
    expect(firstStepOf('sms_otp', challenge())).toBe('confirm-contact');
  });

  it('opens at a saved choice, and at the chooser without one or when it is no longer on', () => {
    expect(startOf(challenge({ preferred_mfa: 'sms_otp' }))).toEqual({
      step: 'confirm-contact',
      method: 'sms_otp',
    });
    expect(startOf(challenge())).toEqual({ step: 'choose', method: null });
    expect(startOf(challenge({ preferred_mfa: 'email_otp' }))).toEqual({ step: 'choose', method: null });
  });

  it('goes from the contact to the code, never straight from the chooser to a code by SMS', () => {
    expect(canGo('confirm-contact', 'otp')).toBe(true);
    expect(canGo('choose', 'otp')).toBe(false);
    expect(canGo('codes', 'choose')).toBe(false);
  });

  it('interrupts any code that counts (authenticator, recovery, e-mail) for the phone check, and returns to it', () => {
    for (const step of ['app-code', 'recovery', 'otp'] as const) {
      expect(canGo(step, 'phone-check')).toBe(true);
      expect(canGo('phone-check', step)).toBe(true);
    }
    expect(canGo('choose', 'phone-check')).toBe(false);
    expect(canGo('phone-check', 'codes')).toBe(false);
  });
});
