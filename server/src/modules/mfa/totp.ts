import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 as authenticator apps use it: HMAC-SHA1, 30-second steps, 6 digits (otplib's defaults).
const PERIOD_SECONDS = 30;

/** A new base32 secret of 160 bits. */
export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (issuer: string, label: string, secret: string) =>
  generateURI({ issuer, label, secret });

/**
 * The time step a code belongs to, or null: one step of clock drift either way (t−1, t, t+1), and
 * only steps after `afterStep`, so each code is accepted once and never an older one after it.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
