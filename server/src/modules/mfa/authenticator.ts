import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { taxpayerMfa } from '../../db/mfa-schema';
import { ValidationError } from '../../http/http-errors';
import type { Taxpayer } from '../accounts/taxpayer-queries';
import { readMfa, saveMfa } from './mfa-account';
import type { MfaDeps } from './mfa-deps';
import { lguName } from './mfa-settings-keys';
import { qrDataUrl } from './qr-image';
import { resource } from '../../http/json-api';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/** A generated secret waits this long for its first code. */
const PENDING_MS = 15 * 60_000;
export const WRONG_CODE_MESSAGE = 'The code is incorrect or has already been used. Please try again.';
const wrongCode = (field = 'secret') => new ValidationError({ [field]: [WRONG_CODE_MESSAGE] });

/**
 * google_2fa/generate: a new secret, kept (encrypted) until the app's first code enables it; the
 * QR code made here as a data: URL. The issuer is the LGU's name; the label the account's contact.
 */
export async function generateAuthenticator(deps: Pick<MfaDeps, 'db' | 'now' | 'box'>, account: Taxpayer) {
  const secret = newTotpSecret();
  await saveMfa(
    deps.db,
    account.id,
    { pendingTotpSecret: deps.box.seal(secret), pendingTotpAt: deps.now() },
    deps.now(),
  );
  const label = account.mobileNumber ?? account.email ?? String(account.id);
  const uri = totpUri(await lguName(deps.db), label, secret);
  return {
    data: resource('google_2fa_setups', account.id, {
      qr_code_url: await qrDataUrl(uri),
      google2fa_secret: secret,
      otpauth_url: uri,
    }),
  };
}

/** google_2fa/enable: the pending secret becomes the account's once a code of it matches. */
export async function enableAuthenticator(
  deps: Pick<MfaDeps, 'db' | 'now' | 'box'>,
  taxpayerId: number,
  code: string,
) {
  const row = await readMfa(deps.db, taxpayerId);
  const at = deps.now();
  const fresh =
    row?.pendingTotpSecret && row.pendingTotpAt && at.getTime() - row.pendingTotpAt.getTime() < PENDING_MS;
  if (!row?.pendingTotpSecret || !fresh) {
    throw new ValidationError({ secret: ['Please scan a new QR code: this setup has expired.'] });
  }
  const secret = deps.box.open(row.pendingTotpSecret);
  const step = await matchTotp(secret, code, at, null);
  if (step === null) throw wrongCode();
  await saveMfa(
    deps.db,
    taxpayerId,
    { totpSecret: row.pendingTotpSecret, totpLastStep: step, pendingTotpSecret: null, pendingTotpAt: null },
    at,
  );
}

/**
 * Checks a code of the account's authenticator; each code (time step) is accepted once: the step
 * is claimed with a conditional update, so two requests with one code cannot both pass.
 */
export async function checkAuthenticatorCode(
  deps: Pick<MfaDeps, 'db' | 'now' | 'box'>,
  taxpayerId: number,
  code: string,
): Promise<boolean> {
  const row = await readMfa(deps.db, taxpayerId);
  if (!row?.totpSecret) return false;
  let secret: string;
  try {
    secret = deps.box.open(row.totpSecret);
  } catch {
    // Sealed with another MFA_SECRET_KEY: no code can match (a recovery code or a reset helps).
    return false;
  }
  const step = await matchTotp(secret, code, deps.now(), row.totpLastStep);
  if (step === null) return false;
  const claimed = await deps.db
    .update(taxpayerMfa)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(taxpayerMfa.taxpayerId, taxpayerId),
        or(isNull(taxpayerMfa.totpLastStep), lt(taxpayerMfa.totpLastStep, step)),
      ),
    )
    .returning({ id: taxpayerMfa.taxpayerId });
  return claimed.length > 0;
}
