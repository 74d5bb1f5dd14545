import { eq } from 'drizzle-orm';
import { isFlagOn } from '@/domain/constants/is-flag-on';
import type { Db } from '../../db/client';
import { cmsEntries, settings } from '../../db/schema';

/** The operator setting (`npm run cli -- settings set mfa_required true`): every account needs a second factor. */
export const MFA_REQUIRED_SETTING = 'mfa_required';

/** True when the LGU requires a second factor of every account. */
export async function lguRequiresMfa(db: Db): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, MFA_REQUIRED_SETTING));
  return isFlagOn(row?.value);
}

/** The COMPONENTS flag TAXPAYER_USERNAME (§2.4): username + PIN sign-in is offered only while it is on. */
export async function usernameLoginOn(db: Db): Promise<boolean> {
  const [entry] = await db.select().from(cmsEntries).where(eq(cmsEntries.type, 'COMPONENTS'));
  try {
    const flags = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
    return isFlagOn(flags.TAXPAYER_USERNAME);
  } catch {
    return false;
  }
}

/** The LGU's name for the authenticator app's issuer (VARIABLES, as receipts read it). */
export async function lguName(db: Db): Promise<string> {
  const [entry] = await db.select().from(cmsEntries).where(eq(cmsEntries.type, 'VARIABLES'));
  let variables: Record<string, unknown> = {};
  try {
    variables = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
  } catch {
    // A malformed entry falls back to the generic name below.
  }
  const name = [variables.ORGANIZATION, variables.LGU_NAME, variables.TITLE_SITE].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  // A colon would end the issuer early in the otpauth label.
  return (name ?? 'Bayan').replace(/:/g, ' ').trim();
}
