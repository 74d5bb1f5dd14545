import { eq } from 'drizzle-orm';
import type { MfaType } from '@/domain/contracts/mfa';
import { taxpayers } from '../../db/auth-schema';
import type { Taxpayer } from '../accounts/taxpayer-queries';
import type { MfaDeps } from './mfa-deps';
import { newRecoveryCodes } from './recovery-codes';
import { sendSettingsNotice } from './settings-notice';

/**
 * After a factor went on: the first one brings ten recovery codes (answered once), becomes the
 * preferred method when none is, and the owner is told by SMS and e-mail.
 */
export async function afterFactorOn(
  deps: Pick<MfaDeps, 'db' | 'now' | 'sms' | 'mail' | 'afterResponse'>,
  account: Taxpayer,
  type: MfaType,
  wasFirst: boolean,
): Promise<string[] | undefined> {
  if (!account.preferredMfa || wasFirst) {
    await deps.db.update(taxpayers).set({ preferredMfa: type }).where(eq(taxpayers.id, account.id));
  }
  deps.afterResponse.run(() =>
    sendSettingsNotice(deps, account, type === 'google_authenticator' ? 'authenticator-on' : 'mfa-on'),
  );
  return wasFirst ? newRecoveryCodes(deps.db, account.id, deps.now()) : undefined;
}
