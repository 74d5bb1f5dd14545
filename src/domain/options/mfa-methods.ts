/** Multi-factor methods and their chooser labels (§2.5); values are what the API sends. */
export const MFA_METHODS = [
  { value: 'google_authenticator', label: 'Authenticator App' },
  { value: 'sms_otp', label: 'SMS Authentication' },
  { value: 'email_otp', label: 'Email Authentication' },
] as const;

/** An MFA method value. */
export type MfaMethod = (typeof MFA_METHODS)[number]['value'];
